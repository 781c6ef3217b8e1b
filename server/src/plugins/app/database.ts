import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { count } from 'drizzle-orm';
import { openDatabase, type Database } from '../../db/database';
import { partners } from '../../db/schema/index';
import { seedDemo } from '../../db/seed/seed-demo';
import { createPasswordHasher } from '../../lib/passwords';
import { loadCredentialsMasterKey } from '../../transport-orders/certificates/key-encryption';

/** Opens and migrates the database, seeds the demo on an empty one; the password hasher lives here (the seed needs it). */
export const databasePlugin = fp(
  async (app: FastifyInstance, opts: { database?: Database }) => {
    const env = app.env;
    const database =
      opts.database ??
      (await openDatabase({
        databaseUrl: env.DATABASE_URL,
        dataDir: env.DATA_DIR,
        onConnectionError: (err) => app.log.warn({ err }, 'PostgreSQL closed a pooled connection; the pool opens a new one'),
      }));
    const passwords = createPasswordHasher({ memoryCost: env.ARGON2_MEMORY_KIB, timeCost: env.ARGON2_TIME_COST });
    // Instances of a cluster starting together: one migrates (and seeds an empty database), the others wait and
    // find it done.
    await database.exclusive(async () => {
      await database.migrate();
      if (!env.SEED_DEMO) return;
      const [row] = await database.db.select({ n: count() }).from(partners);
      if (!row || row.n === 0) {
        const started = Date.now();
        await seedDemo(database, { hashPassword: passwords.hash, credentialsKey: await loadCredentialsMasterKey(database, env.TRANSPORT_CREDENTIALS_KEY) });
        app.log.info({ ms: Date.now() - started }, 'demo data seeded');
      }
    });
    app.decorate('database', database);
    app.decorate('passwords', passwords);
    app.addHook('onClose', async () => {
      // An injected database belongs to the caller (tests share a template); close only our own.
      if (!opts.database) await database.close();
    });
  },
  { name: 'database' },
);
