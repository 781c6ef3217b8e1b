import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startFixtureApiServer, userInfoFixture, type FixtureApiServer } from '../test-support/index';
import { bus } from '../bus/bus';
import { watchUnreadCount } from './unread-count';

let server: FixtureApiServer;
let unread = 3;
beforeAll(async () => {
  server = await startFixtureApiServer({ '/partner/ticket-notification/count': () => ({ results: { count: unread } }) });
});
afterAll(async () => {
  bus.session$.next({ status: 'anonymous' });
  await server.close();
});

describe('watchUnreadCount', () => {
  it('asks again after an event, when the realtime connection comes up, and says 0 when signed out', async () => {
    const seen: number[] = [];
    bus.session$.next({ status: 'authenticated', token: 't', user: userInfoFixture() });
    const stop = watchUnreadCount((n) => seen.push(n));
    await vi.waitFor(() => expect(seen).toEqual([3]), { timeout: 5_000 });

    // A booking made before the subscription existed is counted once the connection is up (the first one too).
    unread = 4;
    bus.reconnected$.next();
    await vi.waitFor(() => expect(seen.at(-1)).toBe(4), { timeout: 5_000 });

    unread = 5;
    bus.notifications$.next({ type: 'new-partner-tickets', tickets: [{ ticketId: 'x', ticketStatus: 3 }] });
    await vi.waitFor(() => expect(seen.at(-1)).toBe(5), { timeout: 5_000 });

    bus.session$.next({ status: 'anonymous' });
    expect(seen.at(-1)).toBe(0);
    stop();
    const calls = server.calls('/partner/ticket-notification/count').length;
    bus.notifications$.next({ type: 'partner-tickets-read', ticketIds: ['x'] });
    await new Promise((r) => setTimeout(r, 300));
    expect(server.calls('/partner/ticket-notification/count')).toHaveLength(calls);
  });
});
