import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { count } from 'drizzle-orm';
import { openDatabase, type Database } from '../db/database';
import { partners } from '../db/schema/index';
import { seedDemo } from '../db/seed/seed-demo';
import { createPasswordHasher } from '../lib/passwords';
import { LoginThrottle } from '../lib/login-throttle';
import { createPartnerUsersRepository } from '../repositories/partner-users-repository';
import { createPartnersRepository } from '../repositories/partners-repository';
import { createSessionsRepository } from '../repositories/sessions-repository';
import { startHoldSweeper } from '../db/hold-sweeper';

const FIFTEEN_MINUTES = 15 * 60 * 1000;

/** Opens and migrates the database, seeds the demo on an empty one, and exposes the repositories. */
export const databasePlugin = fp(async (app: FastifyInstance, opts: { database?: Database }) => {
  const env = app.env;
  const database =
    opts.database ??
    (await openDatabase({
      databaseUrl: env.DATABASE_URL,
      dataDir: env.DATA_DIR,
      onConnectionError: (err) => app.log.warn({ err }, 'PostgreSQL closed a pooled connection; the pool opens a new one'),
    }));
  await database.migrate();
  const passwords = createPasswordHasher({ memoryCost: env.ARGON2_MEMORY_KIB, timeCost: env.ARGON2_TIME_COST });
  if (env.SEED_DEMO) {
    const [row] = await database.db.select({ n: count() }).from(partners);
    if (!row || row.n === 0) {
      const started = Date.now();
      await seedDemo(database, { hashPassword: passwords.hash });
      app.log.info({ ms: Date.now() - started }, 'demo data seeded');
    }
  }
  app.decorate('database', database);
  app.decorate('passwords', passwords);
  app.decorate('loginThrottle', {
    account: new LoginThrottle(env.LOGIN_MAX_FAILURES_ACCOUNT, FIFTEEN_MINUTES),
    ip: new LoginThrottle(env.LOGIN_MAX_FAILURES_IP, FIFTEEN_MINUTES),
  });
  app.decorate('repos', {
    sessions: createSessionsRepository(database, env.SESSION_TTL_HOURS * 3600 * 1000),
    partnerUsers: createPartnerUsersRepository(database),
    partners: createPartnersRepository(database),
  });
  const sweeper = startHoldSweeper(database, app.log);
  app.addHook('onClose', async () => {
    sweeper.stop();
    // An injected database belongs to the caller (tests share a template); close only our own.
    if (!opts.database) await database.close();
  });
});
