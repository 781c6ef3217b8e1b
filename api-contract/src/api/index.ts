export * from './session';
export * from './partner-users';
export * from './partner';
export * from './health';
export * from './sales-search';
export * from './sales-trip';
export * from './sales-ticket';
