import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess } from '../test-support/server-process';
import { createTestDatabase } from '../test-support/test-app';

const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const c of cleanups) await c();
});

const login = (base: string) =>
  fetch(`${base}/api/v2/partner/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'admin123' }),
  });

const IN_FLIGHT = 24;

describe('graceful shutdown', () => {
  it('finishes in-flight requests on SIGTERM, then exits 0 with the database closed cleanly', async () => {
    const db = await createTestDatabase();
    cleanups.push(db.drop);
    const env = {
      DATA_DIR: db.dataDir,
      ...(db.databaseUrl ? { DATABASE_URL: db.databaseUrl } : {}),
      // Real argon2id cost, so each login is slow enough to still be running when the signal arrives.
      ARGON2_MEMORY_KIB: '19456',
      ARGON2_TIME_COST: '2',
      // pino's 'incoming request' lines tell the test when every request has reached the server.
      LOG_LEVEL: 'info',
    };
    const server = await startServerProcess(env);
    const exited = new Promise<number | null>((resolve) => server.child.once('exit', (code) => resolve(code)));

    let signalledAt = 0;
    const finishedAt: number[] = [];
    // Enough logins that some are still being checked when the signal goes out, even when this process reads the
    // server's log late on a loaded machine (with 12, CI once saw every answer back before the signal).
    const inFlight = Array.from({ length: IN_FLIGHT }, () =>
      login(server.base).then(async (res) => {
        finishedAt.push(performance.now());
        return { status: res.status, body: (await res.json()) as { code: number } };
      }),
    );
    // Wait until every request has reached the server (a connection that is open but has not yet carried its
    // request is idle, and closing idle connections is exactly what a shutdown should do), then stop it while
    // the argon2 checks are still running.
    const received = () => (server.output().match(/incoming request/g) ?? []).length;
    while (received() < IN_FLIGHT) await new Promise((r) => setTimeout(r, 2));
    signalledAt = performance.now();
    server.child.kill('SIGTERM');

    const answers = await Promise.all(inFlight);
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    expect(finishedAt.some((t) => t > signalledAt)).toBe(true);
    const code = await exited;
    if (code !== 0) process.stderr.write(server.output().slice(-3000));
    expect(code).toBe(0);
    expect(server.output()).not.toMatch(/shutdown failed/);

    // The data directory (or database) opens again and still knows the sessions created above.
    const again = await startServerProcess(env);
    cleanups.push(async () => {
      if (again.child.exitCode !== null || again.child.signalCode !== null) return;
      await new Promise((r) => again.child.once('exit', r).kill('SIGTERM'));
    });
    expect((await login(again.base)).status).toBe(200);
  }, 120_000);
});
