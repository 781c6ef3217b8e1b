import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { topics, type TRealtimeEvent } from '@busdesk/api-contract';
import { listenTo, waitFor, type Listener } from '../test-support/realtime-listener';
import { type TestApp } from '../test-support/test-app';
import { startLoopbackApp, stopLoopbackApp } from '../test-support/loopback-app';
import { createTrip, HOUR, poster } from '../test-support/sales-booking-fixtures';
import { OPS_PATHS } from '../test-support/trip-ops-fixtures';

let t: TestApp;
let url: string;
let post: ReturnType<typeof poster>;
let tokens: Record<string, string>;

beforeAll(async () => {
  ({ t, url, post, tokens } = await startLoopbackApp(['admin', 'staff', 'quaymoi', 'admin2']));
});
afterAll(() => stopLoopbackApp(t));

/** A user of the agency listening on its ticket topic (granted, or the test fails). */
async function listen(token: string, topic: string): Promise<Listener> {
  const listener = await listenTo(url, token, [topic]);
  expect(listener.allGranted).toBe(true);
  return listener;
}
/** The trip-changed events a listener has received so far. */
const tripEvents = (listener: Listener): TRealtimeEvent[] =>
  listener.received.filter((r) => r.event.type === 'trip-changed').map((r) => r.event);

describe('trip-changed reaches the agency’s other screens', () => {
  it('a lock goes to every user of the agency with its own entry, and not to another agency', async () => {
    const tripId = await createTrip(t.app);
    const colleague = await listen(tokens.staff!, topics.partnerTickets('p-bxmd'));
    const other = await listen(tokens.quaymoi!, topics.partnerTickets('p-bxmd-moi'));
    expect((await post(OPS_PATHS.lock, tokens.admin!, { tripId, lockType: 1 })).statusCode).toBe(200);
    await waitFor(() => tripEvents(colleague).length > 0);
    expect(tripEvents(colleague)).toEqual([{ type: 'trip-changed', tripId, trip: { partnerLocks: [{ partnerId: 'p-bxmd', lockType: 1 }] } }]);

    expect((await post(OPS_PATHS.lock, tokens.admin!, { tripId, lockType: 0 })).statusCode).toBe(200);
    await waitFor(() => tripEvents(colleague).length > 1);
    expect(tripEvents(colleague)[1]).toMatchObject({ tripId, trip: { partnerLocks: [{ partnerId: 'p-bxmd', lockType: 0 }] } });
    // Give a misrouted message time to arrive before asserting there was none.
    await new Promise((r) => setTimeout(r, 200));
    expect(tripEvents(other)).toEqual([]);
  });

  it('a trip update carries what changed to the agency and the drivers/vehicle to the route’s other sellers; a refused one sends nothing', async () => {
    const tripId = await createTrip(t.app, { routeId: 'r-mdong-vungtau', startsIn: -2 * HOUR });
    const colleague = await listen(tokens.staff!, topics.partnerTickets('p-bxmd'));
    // p-bxmd-moi is authorised for r-mdong-vungtau too; p-saoviet is not.
    const otherSeller = await listen(tokens.quaymoi!, topics.partnerTickets('p-bxmd-moi'));
    const stranger = await listen(tokens.admin2!, topics.partnerTickets('p-saoviet'));
    const refused = await post(OPS_PATHS.manage, tokens.admin!, { tripId, vehicle: { id: 'no-such-vehicle' } });
    expect(refused.statusCode).toBe(400);
    const saved = await post(OPS_PATHS.manage, tokens.admin!, { tripId, drivers: [{ userId: 'd-saonam-1', fullName: '' }] });
    expect(saved.statusCode).toBe(200);
    await waitFor(() => tripEvents(colleague).length > 0 && tripEvents(otherSeller).length > 0);
    const driverPatch = { driverIds: ['d-saonam-1'], driverNames: saved.json().results.driverNames };
    expect(driverPatch.driverNames).toHaveLength(1);
    expect(tripEvents(colleague)).toEqual([{ type: 'trip-changed', tripId, trip: driverPatch }]);
    expect(tripEvents(otherSeller)).toEqual([{ type: 'trip-changed', tripId, trip: driverPatch }]);

    // The settlement is the agency's own: the other seller hears nothing of it.
    expect((await post(OPS_PATHS.manage, tokens.admin!, { tripId, isPartnerSettled: true })).statusCode).toBe(200);
    await waitFor(() => tripEvents(colleague).length > 1);
    expect(tripEvents(colleague)[1]).toEqual({ type: 'trip-changed', tripId, trip: { isPartnerSettled: true } });
    await new Promise((r) => setTimeout(r, 200));
    expect(tripEvents(otherSeller)).toHaveLength(1);
    expect(tripEvents(stranger)).toEqual([]);
  });
});
