import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The repository root: server/src/env.ts and server/dist/main.mjs are both two levels below it. */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

const ZEnv = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default(path.join(repoRoot, 'data')),
  /** When set, node-postgres is used instead of the embedded PGlite. */
  DATABASE_URL: z.string().url().optional(),
  PORTAL_DIR: z.string().min(1).default(path.join(repoRoot, 'dist', 'portal')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Seed the demo data when the database has no partner yet. */
  SEED_DEMO: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
  /** argon2id memory cost in KiB; tuned so one hash takes ~20–50 ms on 2 cores (see ARCHITECTURE). */
  ARGON2_MEMORY_KIB: z.coerce.number().int().min(1024).default(19456),
  ARGON2_TIME_COST: z.coerce.number().int().min(1).default(2),
  /** Failed logins in 15 minutes before 429, per account and per client address (a station's staff share one NAT address). */
  LOGIN_MAX_FAILURES_ACCOUNT: z.coerce.number().int().min(1).default(10),
  LOGIN_MAX_FAILURES_IP: z.coerce.number().int().min(1).default(30),
  /** Behind a reverse proxy, take the client address from X-Forwarded-For (the login throttle keys on it). */
  TRUST_PROXY: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  /** Session lifetime. */
  SESSION_TTL_HOURS: z.coerce.number().int().min(1).default(24 * 30),
});

export type Env = z.infer<typeof ZEnv>;

/** Reads and checks the environment once at start; a bad value stops the process with the field named. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  // An empty variable (DATABASE_URL=) means unset, as in most deploy tools.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = ZEnv.safeParse(cleaned);
  if (!parsed.success) {
    const detail = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${detail}`);
  }
  return parsed.data;
}

export const REPO_ROOT = repoRoot;
