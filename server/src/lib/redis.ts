import { Redis, type RedisOptions } from 'ioredis';

/**
 * A connection to the cluster's Redis (REDIS_URL; docs/adr/0096). ioredis reconnects by itself after a restart of
 * Redis (50 ms more per attempt, at most 1 s apart, so service resumes within a second or two of Redis answering).
 * `lazyConnect` off: it connects at once; `ready()` waits for it at start.
 */
export function connectRedis(url: string, name: string, options: RedisOptions = {}): Redis {
  return new Redis(url, {
    connectionName: name,
    retryStrategy: (times) => Math.min(times * 50, 1000),
    ...options,
  });
}

/** Resolves once the connection is ready; rejects after `timeoutMs` naming the URL's host (never its password). */
export function redisReady(redis: Redis, url: string, timeoutMs = 30_000): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      redis.off('ready', onReady);
      const { host, port } = new URL(url);
      reject(new Error(`Redis at ${host}:${port || 6379} (REDIS_URL) did not answer within ${timeoutMs / 1000} s`));
    }, timeoutMs);
    const onReady = () => {
      clearTimeout(timer);
      resolve();
    };
    redis.once('ready', onReady);
  });
}
