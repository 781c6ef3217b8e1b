/**
 * What the login checks ask of a throttle: this process's memory (LoginThrottle) or, with several instances, the
 * cluster's Redis (RedisLoginThrottle, docs/adr/0096), so failures on one instance count on every other.
 */
export interface LoginThrottleStore {
  isBlocked(key: string): boolean | Promise<boolean>;
  fail(key: string): void | Promise<void>;
  reset(key: string): void | Promise<void>;
}

/**
 * Counts failed logins per key in a sliding window. After `max` failures within `windowMs` the key is refused
 * until the oldest failure leaves the window. In memory: one process owns the embedded database anyway; a
 * cluster shares the count in Redis (RedisLoginThrottle), which falls back to this one while Redis is away.
 */
export class LoginThrottle implements LoginThrottleStore {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  private recent(key: string): number[] {
    const cutoff = this.now() - this.windowMs;
    const list = (this.failures.get(key) ?? []).filter((t) => t > cutoff);
    if (list.length) this.failures.set(key, list);
    else this.failures.delete(key);
    return list;
  }

  isBlocked(key: string): boolean {
    return this.recent(key).length >= this.max;
  }

  fail(key: string): void {
    const list = this.recent(key);
    list.push(this.now());
    this.failures.set(key, list);
    // Bound memory under a spray of random usernames: forget the oldest keys first (Map keeps insertion order).
    if (this.failures.size > 100_000) {
      const oldest = this.failures.keys().next().value;
      if (oldest !== undefined) this.failures.delete(oldest);
    }
  }

  reset(key: string): void {
    this.failures.delete(key);
  }
}
