import { randomBytes } from 'node:crypto';

/**
 * A key nobody can derive from the source or the demo seed: `bytes` from the operating system's CSPRNG, as hex
 * (webhook HMAC keys, the local wallet's secret keys).
 */
export const newSecret = (bytes = 32): string => randomBytes(bytes).toString('hex');
