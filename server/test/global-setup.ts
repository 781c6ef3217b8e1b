import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/database';
import { seedDemo } from '../src/db/seed/seed-demo';
import { createPasswordHasher } from '../src/lib/passwords';

export const TEMPLATE_DB = 'busdesk_test_template';

/**
 * Builds the migrated, seeded database once per run: a PGlite data directory that each test file copies, or,
 * with TEST_DATABASE_URL, a PostgreSQL template database that each test file clones (CREATE DATABASE … TEMPLATE).
 */
export default async function setup(project: TestProject) {
  const hasher = createPasswordHasher({ memoryCost: 19456, timeCost: 2 });
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${TEMPLATE_DB}`);
    await admin.query(`create database ${TEMPLATE_DB}`);
    const templateUrl = new URL(url);
    templateUrl.pathname = `/${TEMPLATE_DB}`;
    const database = await openDatabase({ databaseUrl: templateUrl.toString(), dataDir: '' });
    await database.migrate();
    await seedDemo(database, { hashPassword: hasher.hash });
    await database.close();
    project.provide('template', { kind: 'postgres', url, templateDb: TEMPLATE_DB });
    return async () => {
      await admin.query(`drop database if exists ${TEMPLATE_DB}`);
      await admin.end();
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'busdesk-template-'));
  const database = await openDatabase({ dataDir: dir });
  await database.migrate();
  await seedDemo(database, { hashPassword: hasher.hash });
  await database.close();
  project.provide('template', { kind: 'pglite', dir });
  return () => fs.rmSync(dir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    template: { kind: 'pglite'; dir: string } | { kind: 'postgres'; url: string; templateDb: string };
  }
}
