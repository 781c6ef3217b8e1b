// The part of the kit the portal shell needs before it paints, a browser module of its own
// ('@busdesk/shared-kit/core', tools/build/src/shared-modules.ts): the API clients, session, event bus, navigation,
// theme providers and snackbars, and the lazy wrappers of the notification bell and the quick search. It reaches no
// schema, no message area beyond the common one, no dayjs and no shared component: the build checks it. The realtime
// client is a module of its own ('@busdesk/shared-kit/realtime'), which the shell loads once the session is there.
// The package index ('@busdesk/shared-kit', what micro-frontends import) exports all of this too, from the same
// modules, so each exists once on the page.
export * from './api/index';
export * from './session/index';
export * from './bus/index';
export * from './navigation/index';
export * from './theme/index';
export * from './notifications/index';
export * from './quick-search/index';
