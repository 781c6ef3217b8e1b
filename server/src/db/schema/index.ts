export * from './partners';
export * from './network';
export * from './sales';
export * from './payments';
export * from './messaging';
export * from './operations';
export * from './changes';
export * from './secrets';
