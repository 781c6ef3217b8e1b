export * from './envelope';
export * from './paths';
export * from './endpoint';
export * from './enums/index';
export * from './api/index';
export * from './realtime/index';
