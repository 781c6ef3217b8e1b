import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';

const NAME = 'transport-credentials-key';

/**
 * The key that encrypts signing keys at rest (docs/adr/0077): TRANSPORT_CREDENTIALS_KEY when the environment gives
 * one (hex or base64 of 32 bytes; a deployment keeps it in its vault, apart from the database and its backups), else
 * 32 bytes from the CSPRNG stored in server_secrets the first time any instance starts on the database. Never
 * derived from the source or the demo seed.
 */
export async function loadCredentialsMasterKey(database: Database, fromEnv?: string): Promise<Buffer> {
  if (fromEnv) return parseMasterKey(fromEnv);
  const fresh = randomBytes(32).toString('base64');
  // Two instances starting at once both try; the primary key keeps the first, both read it.
  await database.rows(sql`insert into server_secrets (name, value) values (${NAME}, ${fresh}) on conflict (name) do nothing`);
  const [row] = await database.rows<{ value: string }>(sql`select value from server_secrets where name = ${NAME}`);
  if (!row) throw new Error('credentials master key missing after insert');
  return parseMasterKey(row.value);
}

export function parseMasterKey(value: string): Buffer {
  const key = /^[0-9a-f]{64}$/i.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64');
  if (key.length !== 32) throw new Error('TRANSPORT_CREDENTIALS_KEY must be 32 bytes (64 hex digits or base64)');
  return key;
}

/** AES-256-GCM; `context` (owner and certificate fingerprint) is authenticated, so a ciphertext cannot be moved to another row. */
export function encryptKey(masterKey: Buffer, plaintext: string, context: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', masterKey, iv);
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
}

export function decryptKey(masterKey: Buffer, sealed: string, context: string): string {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('unknown key encryption format');
  const decipher = createDecipheriv('aes-256-gcm', masterKey, Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(context, 'utf8'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}
