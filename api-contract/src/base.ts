// The zod-free base of the contract (paths, endpoint shapes, limits, routes, the enums and topics the shell needs): part
// of the whole contract (index.ts) and of its first-paint module (core.ts).
export * from './paths';
export * from './endpoint';
export * from './envelope-codes';
export * from './limits';
export * from './routes';
export * from './enums/role';
export * from './enums/mail-template-type';
export * from './realtime/topics';
