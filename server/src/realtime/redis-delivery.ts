import MQEmitterRedis from 'mqemitter-redis';
import type { Redis } from 'ioredis';
import type { Logger } from '../lib/logger';
import { connectRedis, redisReady } from '../lib/redis';

/** The message bus under the broker when several instances share one Redis (docs/adr/0096). */
export interface RedisDelivery {
  /** aedes' `mq`: every publish goes through Redis to every instance's subscribers. */
  mq: ReturnType<typeof MQEmitterRedis>;
  /** Both connections are ready (/ready). */
  isUp(): boolean;
  /**
   * Called when the subscriber connection is back after a loss (a Redis restart): events published meanwhile never
   * arrived here, so the broker makes its clients reconnect, and screens refetch what they show.
   */
  onReconnected(listener: () => void): void;
  /** Ends both connections even when Redis does not answer (quit would wait for it). */
  disconnect(): void;
}

/**
 * Opens the two connections mqemitter-redis needs — one in subscriber mode, one to publish — and waits for both.
 * The publishing one has no offline queue: while Redis is away a publish fails at once (logged by the caller), so
 * the change dispatcher never waits on it; the subscribing one keeps its queue so its SUBSCRIBEs survive a restart
 * (ioredis subscribes again by itself on reconnect).
 */
export async function openRedisDelivery(url: string, name: string, log: Logger): Promise<RedisDelivery> {
  const sub = connectRedis(url, `${name}-mqtt-sub`);
  const pub = connectRedis(url, `${name}-mqtt-pub`, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  const listeners: Array<() => void> = [];
  // Made below, after these listeners: the close listener must be the connection's first.
  const made: { mq?: ReturnType<typeof MQEmitterRedis> } = {};
  let lost = false;
  let closing = false;
  sub.on('close', () => {
    // The broker closing (mqemitter-redis quits both connections) is not a loss.
    closing ||= (made.mq as unknown as { closing?: boolean } | undefined)?.closing === true;
    if (!lost && !closing) log.warn({}, 'realtime: Redis subscriber connection lost; events from other instances wait until it is back');
    lost = !closing;
  });
  sub.on('ready', () => {
    if (!lost) return;
    lost = false;
    log.info({}, 'realtime: Redis subscriber connection back; clients reconnect and refetch');
    for (const listener of listeners) listener();
  });
  try {
    await Promise.all([redisReady(sub, url), redisReady(pub, url)]);
  } catch (err) {
    sub.disconnect();
    pub.disconnect();
    throw err;
  }
  // mqemitter-redis' close() calls quit() on both connections without handling the promise: a connection closing
  // before Redis answers (Redis away, or our disconnect()) would be an unhandled rejection. Handled here.
  for (const connection of [sub, pub]) {
    const quit = connection.quit.bind(connection);
    connection.quit = ((...args: Parameters<typeof quit>) => {
      const done = quit(...args);
      done.catch(() => undefined);
      return done;
    }) as typeof connection.quit;
  }
  const mq = MQEmitterRedis({ subConn: sub, pubConn: pub });
  made.mq = mq;
  // mqemitter-redis re-emits its connections' errors on `state`; an EventEmitter 'error' without a listener throws.
  (mq as unknown as { state: { on(event: 'error', listener: (err: Error) => void): void } }).state.on('error', (err) => {
    log.warn({ err }, 'realtime: Redis error');
  });
  const ready = (r: Redis) => r.status === 'ready';
  return {
    mq: mq,
    isUp: () => ready(sub) && ready(pub),
    onReconnected: (listener) => listeners.push(listener),
    disconnect() {
      closing = true;
      sub.disconnect();
      pub.disconnect();
    },
  };
}
