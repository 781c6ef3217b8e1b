import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { connectRedis, redisReady } from '../../lib/redis';

/**
 * The cluster's shared Redis (REDIS_URL; docs/adr/0096) for plain commands — the shared login throttle — or null
 * when the server runs alone. The broker opens its own two connections (plugins/app/realtime.ts). Commands fail at
 * once while Redis is unreachable (no offline queue), so a caller falls back instead of waiting.
 */
export const redisPlugin = fp(
  async (app: FastifyInstance) => {
    const url = app.env.REDIS_URL;
    if (!url) {
      app.decorate('redis', null);
      return;
    }
    const redis = connectRedis(url, `busdesk-${app.instance.id}`, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
    // ioredis reports each failed reconnect as an 'error' event; an EventEmitter without a listener would throw.
    let warned = false;
    redis.on('error', (err: Error) => {
      if (!warned) app.log.warn({ err }, 'Redis connection lost; reconnecting');
      warned = true;
    });
    redis.on('ready', () => {
      if (warned) app.log.info('Redis connection back');
      warned = false;
    });
    try {
      await redisReady(redis, url);
    } catch (err) {
      redis.disconnect();
      throw err;
    }
    app.decorate('redis', redis);
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
  },
  { name: 'redis', dependencies: ['instance'] },
);
