import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Logger } from './logger';
import type { LoginThrottle, LoginThrottleStore } from './login-throttle';

/**
 * The login throttle shared by every instance (docs/adr/0096): one sorted set per key in Redis, scored by the time
 * of each failure, trimmed to the window on every look, expiring with the window. The same sliding window as the
 * in-memory LoginThrottle, which is kept up to date beside it and answers alone while Redis cannot be reached: a
 * Redis restart degrades the throttle to per instance for a moment instead of opening it or refusing every login.
 */
export class RedisLoginThrottle implements LoginThrottleStore {
  constructor(
    private readonly redis: Redis,
    /** Names the counted thing in the keys ('account', 'ip'). */
    private readonly scope: string,
    private readonly max: number,
    private readonly windowMs: number,
    private readonly local: LoginThrottle,
    private readonly log: Logger,
    private readonly now: () => number = Date.now,
  ) {}

  private keyOf(key: string): string {
    return `busdesk:login-failures:${this.scope}:${key}`;
  }

  private fallBack(err: unknown): void {
    this.log.warn({ err, scope: this.scope }, 'login throttle: Redis unreachable, counting on this instance alone');
  }

  async isBlocked(key: string): Promise<boolean> {
    const k = this.keyOf(key);
    try {
      const result = await this.redis.multi().zremrangebyscore(k, '-inf', this.now() - this.windowMs).zcard(k).exec();
      const count = Number(result?.[1]?.[1] ?? 0);
      return count >= this.max || this.local.isBlocked(key);
    } catch (err) {
      this.fallBack(err);
      return this.local.isBlocked(key);
    }
  }

  async fail(key: string): Promise<void> {
    this.local.fail(key);
    const k = this.keyOf(key);
    const at = this.now();
    try {
      // A random member: two failures in the same millisecond on two instances must both count.
      await this.redis.multi().zadd(k, at, `${at}:${randomBytes(6).toString('hex')}`).pexpire(k, this.windowMs).exec();
    } catch (err) {
      this.fallBack(err);
    }
  }

  async reset(key: string): Promise<void> {
    this.local.reset(key);
    try {
      await this.redis.del(this.keyOf(key));
    } catch (err) {
      this.fallBack(err);
    }
  }
}
