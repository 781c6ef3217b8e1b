import { describe, expect, it, vi } from 'vitest';
import { bus, busInstanceId } from './bus';

describe('bus', () => {
  it('gives a late subscriber the current session and socket state at once', () => {
    bus.socket$.next({ status: 'reconnecting', attempt: 2 });
    const seen = vi.fn();
    const subscription = bus.socket$.subscribe(seen);
    expect(seen).toHaveBeenCalledWith({ status: 'reconnecting', attempt: 2 });
    subscription.unsubscribe();
    bus.socket$.next({ status: 'idle', attempt: 0 });

    const session = vi.fn();
    bus.session$.subscribe(session).unsubscribe();
    expect(session).toHaveBeenCalledWith({ status: 'anonymous' });
  });

  it('is one per page: a second copy of the module joins the same bus', async () => {
    expect(globalThis.__BUSDESK_BUS__).toBe(bus);
    expect(busInstanceId).toBe(bus.instanceId);
    vi.resetModules();
    const copy = await import('./bus');
    expect(copy.bus).toBe(bus);
    expect(copy.busInstanceId).toBe(busInstanceId);
  });
});
