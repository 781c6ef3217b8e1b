export * from './session';
export * from './partner-users';
export * from './partner';
export * from './health';
