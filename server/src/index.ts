export { buildApp, ROUTE_PLUGINS, type BuildAppOptions } from './app';
export { loadEnv, type Env } from './env';
export { openDatabase, type Database } from './db/database';
export { seedDemo } from './db/seed/seed-demo';
export { seedBulkTickets } from './db/seed/seed-tickets';
export { DEMO_ACCOUNTS } from './db/seed/demo-accounts';
export { createPasswordHasher } from './lib/passwords';
