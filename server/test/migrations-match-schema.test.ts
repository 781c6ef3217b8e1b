// The committed migrations in server/drizzle are drizzle-kit's output for the schema in src/db/schema: a schema change
// without its migration would leave every PostgreSQL and PGlite database without the new column or table, and a
// migration edited by hand would no longer be what the schema says. drizzle-kit compares the schema with the last
// snapshot and writes a new migration when they differ; this test runs it on a copy of the folder.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const drizzleKit = path.join(serverDir, 'node_modules', '.bin', 'drizzle-kit');

let made: string[] = [];
afterEach(() => {
  for (const dir of made) fs.rmSync(dir, { recursive: true, force: true });
  made = [];
});

/** A copy of server/drizzle; `dropLast` removes the newest migration as if it had never been generated. */
function copyMigrations(dropLast = false): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'busdesk-migrations-'));
  made.push(dir);
  fs.cpSync(path.join(serverDir, 'drizzle'), dir, { recursive: true });
  if (dropLast) {
    const journalFile = path.join(dir, 'meta', '_journal.json');
    const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: Array<{ idx: number; tag: string }> };
    const last = journal.entries.pop()!;
    fs.writeFileSync(journalFile, JSON.stringify(journal, null, 2));
    fs.rmSync(path.join(dir, `${last.tag}.sql`));
    fs.rmSync(path.join(dir, 'meta', `${String(last.idx).padStart(4, '0')}_snapshot.json`));
  }
  return dir;
}

/** Runs `drizzle-kit generate` into `dir`; answers its output and the .sql files it added. */
function generate(dir: string): { output: string; added: string[] } {
  const before = new Set(fs.readdirSync(dir));
  // drizzle-kit takes --out relative to the working directory.
  const run = spawnSync(drizzleKit, ['generate', '--dialect', 'postgresql', '--schema', './src/db/schema/index.ts', '--out', path.relative(serverDir, dir)], {
    cwd: serverDir,
    encoding: 'utf8',
    timeout: 60_000,
  });
  expect(run.status, run.stderr).toBe(0);
  return { output: `${run.stdout}${run.stderr}`, added: fs.readdirSync(dir).filter((f) => !before.has(f) && f.endsWith('.sql')) };
}

describe('server/drizzle', () => {
  it('holds every migration the schema needs: drizzle-kit finds nothing to generate', () => {
    const { output, added } = generate(copyMigrations());
    expect(added).toEqual([]);
    expect(output).toContain('No schema changes');
  });

  it('a schema ahead of its migrations is caught: without the newest migration drizzle-kit writes one (negative control)', () => {
    const { output, added } = generate(copyMigrations(true));
    expect(added).toHaveLength(1);
    expect(output).not.toContain('No schema changes');
  });
});
