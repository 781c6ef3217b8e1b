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
  /** argon2id memory cost in KiB; tuned so one hash takes ~20–50 ms on 2 cores (see docs/adr/0014-login-one-answer-and-throttle.md). */
  ARGON2_MEMORY_KIB: z.coerce.number().int().min(1024).default(19456),
  ARGON2_TIME_COST: z.coerce.number().int().min(1).default(2),
  /** Failed logins in 15 minutes before 429, per account and per client address (a station's staff share one NAT address). */
  LOGIN_MAX_FAILURES_ACCOUNT: z.coerce.number().int().min(1).default(10),
  LOGIN_MAX_FAILURES_IP: z.coerce.number().int().min(1).default(30),
  /**
   * Several instances on one PostgreSQL (docs/adr/0096–0098): the Redis they share for the broker's delivery and the
   * login throttle. Unset: this process is the only one (the default of `npm start`).
   */
  REDIS_URL: z.string().url().optional(),
  /** This instance's name in /ready, the logs and the periodic jobs' claims; default: host, process id and a suffix. */
  INSTANCE_ID: z.string().min(1).max(100).optional(),
  /**
   * On SIGTERM, how long /ready answers 503 (draining) before the server stops accepting connections, so a proxy that
   * checks /ready has sent new requests elsewhere first; 0 (default): stop at once (in-flight requests still finish).
   */
  DRAIN_DELAY_MS: z.coerce.number().int().min(0).max(120_000).default(0),
  /** Behind a reverse proxy, take the client address from X-Forwarded-For (the login throttle keys on it). */
  TRUST_PROXY: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  /** Session lifetime. */
  SESSION_TTL_HOURS: z.coerce.number().int().min(1).default(24 * 30),
  /** SMS brand-name provider (eSMS-style JSON API); unset → the local driver records sends without delivering. */
  SMS_PROVIDER_URL: z.string().url().optional(),
  SMS_PROVIDER_KEY: z.string().optional(),
  SMS_PROVIDER_SECRET: z.string().optional(),
  SMS_BRANDNAME: z.string().min(1).default('BUSDESK'),
  /** đồng per SMS segment charged to the agency, and what a segment costs us. */
  SMS_PRICE_PER_SEGMENT: z.coerce.number().int().min(0).default(800),
  SMS_COST_PER_SEGMENT: z.coerce.number().int().min(0).default(650),
  /** Zalo ZNS template-message API; unset → the local driver. */
  ZNS_PROVIDER_URL: z.string().url().optional(),
  ZNS_PROVIDER_KEY: z.string().optional(),
  /** đồng per delivered ZNS message. */
  ZNS_PRICE: z.coerce.number().int().min(0).default(300),
  /** smtp(s)://user:pass@host:port; unset → e-mails are built by nodemailer and kept in the outbox (mail_outbox). */
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.email().default('no-reply@busdesk.vn'),
  /** Bank QR (DESIGN §7): 'local' issues VietQR itself and pays on its simulator page; 'provider' asks a payment gateway. */
  BANK_DRIVER: z.enum(['local', 'provider']).default('local'),
  /** The gateway's base URL and credentials (payOS-style payment-requests API; provider driver only). */
  BANK_PROVIDER_URL: z.string().url().optional(),
  BANK_PROVIDER_CLIENT_ID: z.string().min(1).optional(),
  BANK_PROVIDER_API_KEY: z.string().min(1).optional(),
  BANK_PROVIDER_CHECKSUM_KEY: z.string().min(1).optional(),
  /**
   * The bank's terminal-registration API (register-vietqr; MB merchant style, payments/mb-terminal-driver.ts). Unset
   * with BANK_DRIVER=local: the local bank registers terminals (OTP by the SMS driver); unset with a provider bank:
   * registration is refused rather than simulated.
   */
  BANK_TERMINAL_URL: z.string().url().optional(),
  BANK_TERMINAL_CLIENT_ID: z.string().min(1).optional(),
  BANK_TERMINAL_API_KEY: z.string().min(1).optional(),
  /** Wallet QR: 'local' makes the order itself; 'provider' speaks MoMo's create-payment API at WALLET_PROVIDER_URL. */
  WALLET_DRIVER: z.enum(['local', 'provider']).default('local'),
  WALLET_PROVIDER_URL: z.string().url().optional(),
  WALLET_PROVIDER_ACCESS_KEY: z.string().min(1).optional(),
  /** Our public base URL as providers call it back (webhooks); default: the address the server listens on. */
  PAYMENT_WEBHOOK_BASE_URL: z.string().url().optional(),
  /**
   * Key of the reports' page tokens (docs/adr/0062); unset: a random key made on first start and kept in the
   * database (server_secrets), shared by every instance on it.
   */
  REPORT_TOKEN_SECRET: z.string().min(32).optional(),
  /**
   * The one partner account (agency id) that gets row selection and the Zalo send in the collection report (002 §6;
   * docs/adr/0069); unset: no agency has them.
   */
  COLLECTION_ZNS_PARTNER_ID: z.string().min(1).optional(),
  /** The ZNS template id the collection report's send preselects (002 §5 'the default template is chosen by a fixed id'). */
  COLLECTION_ZNS_TEMPLATE_ID: z.string().min(1).optional(),
  /**
   * Key of the transport orders' signing keys at rest (docs/adr/0077), 32 bytes as 64 hex digits or base64; unset: a
   * random key made on first start and kept in the database (server_secrets). A deployment sets it from its vault.
   */
  TRANSPORT_CREDENTIALS_KEY: z
    .string()
    .regex(/^([0-9a-fA-F]{64}|[A-Za-z0-9+/]{43}=)$/, '32 bytes as 64 hex digits or base64')
    .optional(),
  /**
   * Where signed transport orders go (docs/adr/0081, 0082): 'local' (the embedded default) answers like an authority
   * and delivers nothing; 'http' POSTs to each station's transport configuration url.
   */
  TRANSPORT_GATEWAY: z.enum(['local', 'http']).default('local'),
  /** The local gateway's share of rejections and of lost answers (timeouts), so a demo shows each; tests set 0. */
  TRANSPORT_GATEWAY_LOCAL_REJECT_RATE: z.coerce.number().min(0).max(1).default(0.15),
  TRANSPORT_GATEWAY_LOCAL_TIMEOUT_RATE: z.coerce.number().min(0).max(1).default(0.25),
  /** How long the http gateway waits for an answer before the attempt counts as timed out. */
  TRANSPORT_GATEWAY_TIMEOUT_MS: z.coerce.number().int().min(100).default(15_000),
  /**
   * Who plays the bus companies' systems (docs/adr/0102): 'local' (the embedded default) lets an agency's ADMIN play a
   * company authorising its own agency through the signed company API (the company simulator); 'remote' leaves the
   * company API to the companies' own systems alone.
   */
  COMPANY_SYSTEMS: z.enum(['local', 'remote']).default('local'),
  /** How often the transmission worker looks for due jobs (a signature or resend also wakes it at once). */
  TRANSPORT_WORKER_INTERVAL_MS: z.coerce.number().int().min(50).default(5_000),
  /**
   * The embedded telephony exchange (provider 'local', docs/adr/0088): its lines ring from the ADMIN's simulator page
   * (/simulator/telephony) and record calls locally. 'false': its lines refuse to log in and the simulator is absent.
   */
  TELEPHONY_LOCAL: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
  /** How long a telephony provider's HTTP call may take (002 §7: 30 s). */
  TELEPHONY_PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
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
