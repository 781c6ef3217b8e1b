// The shared-kit is loaded once per page (import map); everything a micro-frontend shares comes from here.
export * from './api/index';
export * from './session/index';
export * from './bus/index';
export * from './realtime/index';
export * from './navigation/index';
export * from './theme/index';
export * from './format/index';
export * from './messages/index';
export * from './components/index';
export * from './microfrontend/index';
export * from './notifications/index';
export * from './quick-search/index';
