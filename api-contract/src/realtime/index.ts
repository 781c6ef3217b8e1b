export * from './topics';
export * from './events';
