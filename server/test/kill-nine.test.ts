import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess as startServer } from '../test-support/server-process';
import { createTestDatabase } from '../test-support/test-app';

const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const c of cleanups) await c();
});

describe('durability', () => {
  it('keeps every acknowledged write across kill -9 during 500 writes', async () => {
    const db = await createTestDatabase();
    cleanups.push(db.drop);
    const env = { DATA_DIR: db.dataDir, ...(db.databaseUrl ? { DATABASE_URL: db.databaseUrl } : {}) };
    const first = await startServer(env);
    const login = await fetch(`${first.base}/api/v2/partner/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: 'admin123' }) });
    const token = ((await login.json()) as { results: { token: string } }).results.token;
    const acknowledged: string[] = [];
    let killed = false;
    // Four writers in parallel so some requests are in flight when the process dies.
    const writer = async (w: number) => {
      for (let i = w; i < 500 && !killed; i += 4) {
        const username = `durable-${i}`;
        try {
          const res = await fetch(`${first.base}/api/v2/partner/create-user-partner`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body: JSON.stringify({ name: `Nhân viên ${i}`, userName: username, password: 'secret123' }),
          });
          if (res.status === 200) acknowledged.push(username);
        } catch {
          return; // connection reset by the kill
        }
        if (acknowledged.length >= 250 && !killed) {
          killed = true;
          first.child.kill('SIGKILL');
        }
      }
    };
    await Promise.all([0, 1, 2, 3].map(writer));
    if (first.child.exitCode === null && first.child.signalCode === null) {
      await new Promise((r) => first.child.once('exit', r).kill('SIGKILL'));
    }
    expect(acknowledged.length).toBeGreaterThanOrEqual(250);

    const second = await startServer(env);
    cleanups.push(async () => {
      if (second.child.exitCode !== null || second.child.signalCode !== null) return;
      await new Promise((r) => second.child.once('exit', r).kill('SIGTERM'));
    });
    const again = await fetch(`${second.base}/api/v2/partner/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: 'admin123' }) });
    const token2 = ((await again.json()) as { results: { token: string } }).results.token;
    const list = await fetch(`${second.base}/api/v2/partner/list-user`, { headers: { authorization: `Bearer ${token2}` } });
    const users = ((await list.json()) as { results: { listPartnerUser: Array<{ username: string }> } }).results.listPartnerUser;
    const present = new Set(users.map((u) => u.username));
    const lost = acknowledged.filter((u) => !present.has(u));
    expect(lost).toEqual([]);
    expect(fs.existsSync(db.dataDir)).toBe(true);
  }, 180_000);
});
