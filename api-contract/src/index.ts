export * from './core';
export * from './constants';
export * from './envelope';
export * from './messages/index';
export * from './enums/index';
export * from './api/index';
export * from './realtime/index';
export * from './partner-config';
