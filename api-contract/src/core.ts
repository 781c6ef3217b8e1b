// The zod-free core of the contract: what the portal shell needs before it paints, a browser module of its own
// ('@busdesk/api-contract/core', tools/build/src/shared-modules.ts). Nothing reached from here may import zod at run
// time (types only): the build checks it. Schemas load on demand (lazy endpoints, loadContract); the texts are per
// area in messages/ ('@busdesk/api-contract/messages/<area>').
export * from './base';
// Not in index.ts: the lazy endpoints load index.ts, and the full contract has the real endpoints.
export * from './load-contract';
export * from './api/lazy-endpoints';
