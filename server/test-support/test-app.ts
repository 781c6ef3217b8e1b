import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type BuildAppOptions, type BusdeskApp } from '../src/app';
import type { Env } from '../src/env';

export interface TestApp {
  app: BusdeskApp;
  /** Data directory (PGlite) or connection string (PostgreSQL) of this test file's own database. */
  location: { dataDir: string; databaseUrl?: string };
  close(): Promise<void>;
}

/** A new PostgreSQL database next to the template (a clone of `templateDb`, or empty), dropped by `drop`. */
async function newPostgresDatabase(serverUrl: string, dataDir: string, prefix: string, templateDb?: string) {
  const name = `${prefix}${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}${templateDb ? ` template ${templateDb}` : ''}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    dataDir,
    databaseUrl: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A private copy of the seeded template for one test file, and an app on it (not listening). */
export async function createTestDatabase(): Promise<{ dataDir: string; databaseUrl?: string; drop(): Promise<void> }> {
  const template = inject('template');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'busdesk-test-'));
  if (template.kind === 'pglite') {
    fs.cpSync(template.dir, dataDir, { recursive: true });
    return { dataDir, drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }) };
  }
  return newPostgresDatabase(template.url, dataDir, 'busdesk_t_', template.templateDb);
}

/** A new database without the template's data (PGlite: an empty directory; PostgreSQL: an empty database). */
export async function createEmptyDatabase(): Promise<{ dataDir: string; databaseUrl?: string; drop(): Promise<void> }> {
  const template = inject('template');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'busdesk-empty-'));
  if (template.kind === 'pglite') return { dataDir, drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }) };
  return newPostgresDatabase(template.url, dataDir, 'busdesk_e_');
}

/** An app on a private copy of the template; `options` reach buildApp (a logger, a clock). */
export async function createTestApp(env: Partial<Env> = {}, options: Omit<BuildAppOptions, 'env' | 'database'> = {}): Promise<TestApp> {
  const db = await createTestDatabase();
  const app = await buildApp({
    ...options,
    env: { DATA_DIR: db.dataDir, DATABASE_URL: db.databaseUrl, PORTAL_DIR: path.join(db.dataDir, 'no-portal'), LOG_LEVEL: 'silent', ...env },
  });
  await app.ready();
  return {
    app,
    location: { dataDir: db.dataDir, ...(db.databaseUrl ? { databaseUrl: db.databaseUrl } : {}) },
    close: async () => {
      await app.close();
      await db.drop();
    },
  };
}

export async function login(app: BusdeskApp, username: string, password: string): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/v2/partner/login', payload: { username, password } });
  if (res.statusCode !== 200) throw new Error(`login ${username} failed: ${res.body}`);
  return (res.json() as { results: { token: string } }).results.token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
