// Every enum's values, labels and rules (values.ts, zod-free: the browser entry exports it) and their schemas.
export * from './values';
export * from './schemas';
