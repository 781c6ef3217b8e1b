import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type BusdeskApp } from '../../src/app';
import type { Env } from '../../src/env';

export interface TestApp {
  app: BusdeskApp;
  /** Data directory (PGlite) or connection string (PostgreSQL) of this test file's own database. */
  location: { dataDir: string; databaseUrl?: string };
  close(): Promise<void>;
}

/** A private copy of the seeded template for one test file, and an app on it (not listening). */
export async function createTestDatabase(): Promise<{ dataDir: string; databaseUrl?: string; drop(): Promise<void> }> {
  const template = inject('template');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'busdesk-test-'));
  if (template.kind === 'pglite') {
    fs.cpSync(template.dir, dataDir, { recursive: true });
    return { dataDir, drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }) };
  }
  const name = `busdesk_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: template.url });
  await admin.connect();
  await admin.query(`create database ${name} template ${template.templateDb}`);
  await admin.end();
  const url = new URL(template.url);
  url.pathname = `/${name}`;
  return {
    dataDir,
    databaseUrl: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: template.url });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function createTestApp(env: Partial<Env> = {}): Promise<TestApp> {
  const db = await createTestDatabase();
  const app = await buildApp({
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
