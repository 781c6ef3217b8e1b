// A whole cluster on loopback (docs/adr/0098): PostgreSQL, Redis, N server instances and nginx in front of them,
// started together and stopped together. Used by `npm run cluster` (scripts/cluster.mjs) and the cluster suite
// (scripts/cluster-suite/); every part can also be given from outside (DATABASE_URL, REDIS_URL).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../free-port.mjs';
import { startThrowawayPostgres } from '../postgres.mjs';
import { postgresBinDir } from '../system-deps.mjs';
import { createInstance } from './instances.mjs';
import { startNginx } from './nginx.mjs';
import { startRedis } from './redis.mjs';

/**
 * @param {{
 *   instances?: number, port?: number, databaseUrl?: string, redisUrl?: string, env?: Record<string, string>,
 *   logToFiles?: boolean, log?: (line: string) => void, database?: string,
 * }} options
 *   port: nginx's port on 127.0.0.1 (default a free one); databaseUrl/redisUrl: use these instead of starting them;
 *   env: more environment for every instance; logToFiles: each instance's output in <dir>/<id>.log instead of the
 *   console; database: the name of the throwaway cluster's database.
 */
export async function startCluster(options = {}) {
  const log = options.log ?? (() => {});
  const count = options.instances ?? 2;
  const dir = mkdtempSync(join(tmpdir(), 'busdesk-cluster-'));
  const started = [];
  const stopAll = async () => {
    while (started.length) {
      const stop = started.pop();
      await stop().catch((err) => console.error(`cluster: stopping failed: ${err.message}`));
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    let pg = null;
    let databaseUrl = options.databaseUrl;
    if (!databaseUrl) {
      const binDir = postgresBinDir();
      if (!binDir) throw new Error('no PostgreSQL server under /usr/lib/postgresql (npm run cluster installs it)');
      pg = await startThrowawayPostgres(binDir, options.database ?? 'busdesk');
      started.push(pg.stop);
      databaseUrl = pg.url;
      log(`PostgreSQL ${binDir.split('/').at(-2)} on 127.0.0.1:${pg.port}`);
    }
    let redis = null;
    let redisUrl = options.redisUrl;
    if (!redisUrl) {
      redis = await startRedis({ log });
      started.push(redis.stop);
      redisUrl = redis.url;
    }
    const port = options.port ?? (await freePort());
    const url = `http://127.0.0.1:${port}`;
    const env = { DATABASE_URL: databaseUrl, REDIS_URL: redisUrl, PAYMENT_WEBHOOK_BASE_URL: url, ...options.env };
    const instances = [];
    for (let i = 1; i <= count; i++) {
      const id = `i${i}`;
      const instance = await createInstance({ id, env, dir, logFile: options.logToFiles ? join(dir, `${id}.log`) : null });
      instances.push(instance);
      started.push(async () => {
        await instance.stop();
        instance.close();
      });
    }
    // Together: the first to take the start lock migrates (and seeds an empty database), the others wait for it.
    await Promise.all(instances.map((i) => i.start().ready()));
    log(`instances ${instances.map((i) => `${i.id} ${i.url}`).join(', ')}`);
    const upstreams = (down = new Set()) => instances.map((i) => ({ port: i.port, down: down.has(i.id) }));
    const nginx = await startNginx({ listen: `127.0.0.1:${port}`, instances: upstreams(), dir: join(dir, 'nginx'), log });
    // Stopped first, so no request reaches an instance that is stopping.
    started.push(nginx.stop);
    const out = new Set();
    return {
      url,
      dir,
      databaseUrl,
      redisUrl,
      pg,
      redis,
      nginx,
      instances,
      /**
       * A graceful stop of one instance while the others serve: nginx stops sending it new requests first (its
       * configuration reloaded with the instance down), then the instance finishes what it has and exits. Answers
       * its exit code.
       */
      async drain(instance) {
        out.add(instance.id);
        await nginx.setInstances(upstreams(out));
        return instance.stop();
      },
      /** Starts a stopped (or killed) instance again and gives it back to nginx once it is ready. */
      async restart(instance) {
        await instance.start().ready();
        out.delete(instance.id);
        await nginx.setInstances(upstreams(out));
      },
      stop: stopAll,
    };
  } catch (err) {
    await stopAll();
    throw err;
  }
}
