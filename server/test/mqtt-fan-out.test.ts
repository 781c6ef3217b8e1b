import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import mqtt, { type MqttClient } from 'mqtt';
import { decodeRealtimeEvent, topics, type TRealtimeEvent } from '@busdesk/api-contract';
import { createTestApp, login, type TestApp } from '../test-support/test-app';

// The broker encodes a QoS 0 event once for all its subscribers (patches/aedes@1.2.0.patch, ADR 0109): each subscriber
// must still get every event's own bytes, in order, with the retain flag MQTT gives its delivery.

let t: TestApp;
let url: string;
const clients: MqttClient[] = [];

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  url = `ws://127.0.0.1:${address.port}/mqtt`;
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.endAsync(true)));
  await t.close();
});

interface Received {
  ticketId: string | undefined;
  retain: boolean;
}

async function subscriber(token: string, topic: string): Promise<Received[]> {
  const client = await mqtt.connectAsync(url, { protocolVersion: 4, username: 'busdesk', password: token, reconnectPeriod: 0, connectTimeout: 5000 });
  clients.push(client);
  const received: Received[] = [];
  client.on('message', (_topic, payload, packet) => {
    const event = decodeRealtimeEvent(payload);
    received.push({ ticketId: event?.type === 'changed-tickets' ? event.tickets[0]?.ticketId : undefined, retain: packet.retain });
  });
  await client.subscribeAsync(topic, { qos: 0 });
  return received;
}

const ticketEvent = (id: string): TRealtimeEvent => ({ type: 'changed-tickets', tickets: [{ ticketId: id, ticketStatus: 2, seatId: 'A01' }] });

async function until(done: () => boolean): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!done() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
}

describe('one QoS 0 event to many subscribers', () => {
  it('gives every subscriber each event’s own payload, in order', async () => {
    const token = await login(t.app, 'admin2', 'admin123');
    const topic = topics.partnerTickets('p-saoviet');
    const inboxes = await Promise.all(Array.from({ length: 5 }, () => subscriber(token, topic)));
    const ids = Array.from({ length: 300 }, (_x, i) => `T${i}`);
    // Published without waiting for each other, so many events are in flight through the broker at once.
    await Promise.all(ids.map((id) => t.app.realtime.publish(topic, ticketEvent(id))));
    await until(() => inboxes.every((inbox) => inbox.length >= ids.length));
    for (const inbox of inboxes) {
      expect(inbox.map((r) => r.ticketId)).toEqual(ids);
      expect(inbox.every((r) => !r.retain)).toBe(true);
    }
  });

  it('marks a retained event as retained only for a subscriber that arrives after it', async () => {
    const token = await login(t.app, 'admin2', 'admin123');
    const topic = topics.partnerTickets('p-saoviet');
    const live = await Promise.all([subscriber(token, topic), subscriber(token, topic)]);
    await t.app.realtime.publish(topic, ticketEvent('R1'), { retain: true });
    await until(() => live.every((inbox) => inbox.some((r) => r.ticketId === 'R1')));
    const late = await subscriber(token, topic);
    await until(() => late.length > 0);
    for (const inbox of live) expect(inbox.filter((r) => r.ticketId === 'R1')).toEqual([{ ticketId: 'R1', retain: false }]);
    expect(late).toEqual([{ ticketId: 'R1', retain: true }]);
  });
});
