import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { topics, type TRealtimeEvent } from '@busdesk/api-contract';
import { startLoopbackApp, stopLoopbackApp, type LoopbackApp } from '../test-support/loopback-app';
import { listenTo, waitFor, type Listener } from '../test-support/realtime-listener';

// The broker encodes a QoS 0 event once for all its subscribers (patches/aedes@1.2.0.patch, ADR 0109): each subscriber
// must still get every event's own bytes, in order, with the retain flag MQTT gives its delivery.

let app: LoopbackApp;
beforeAll(async () => {
  app = await startLoopbackApp(['admin2']);
});
afterAll(() => stopLoopbackApp(app.t));

const topic = topics.partnerTickets('p-saoviet');
const ticketEvent = (id: string): TRealtimeEvent => ({ type: 'changed-tickets', tickets: [{ ticketId: id, ticketStatus: 2, seatId: 'A01' }] });
const subscriber = () => listenTo(app.url, app.tokens.admin2!, [topic]);
/** What a subscriber got: each event's ticket and the delivery's retain flag. */
const got = (listener: Listener) => listener.received.map((r) => ({ ticketId: r.event.type === 'changed-tickets' ? r.event.tickets[0]?.ticketId : undefined, retain: r.retain }));

describe('one QoS 0 event to many subscribers', () => {
  it('gives every subscriber each event’s own payload, in order', async () => {
    const listeners = await Promise.all(Array.from({ length: 5 }, subscriber));
    const ids = Array.from({ length: 300 }, (_x, i) => `T${i}`);
    // Published without waiting for each other, so many events are in flight through the broker at once.
    await Promise.all(ids.map((id) => app.t.app.realtime.publish(topic, ticketEvent(id))));
    await waitFor(() => listeners.every((l) => l.received.length >= ids.length), 10_000);
    for (const listener of listeners) expect(got(listener)).toEqual(ids.map((ticketId) => ({ ticketId, retain: false })));
  });

  it('marks a retained event as retained only for a subscriber that arrives after it', async () => {
    const live = await Promise.all([subscriber(), subscriber()]);
    await app.t.app.realtime.publish(topic, ticketEvent('R1'), { retain: true });
    await waitFor(() => live.every((l) => got(l).some((r) => r.ticketId === 'R1')), 10_000);
    const late = await subscriber();
    await waitFor(() => late.received.length > 0, 10_000);
    for (const listener of live) expect(got(listener)).toEqual([{ ticketId: 'R1', retain: false }]);
    expect(got(late)).toEqual([{ ticketId: 'R1', retain: true }]);
  });
});
