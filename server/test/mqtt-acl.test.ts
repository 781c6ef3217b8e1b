import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import mqtt, { type MqttClient } from 'mqtt';
import { topics, type TRealtimeEvent } from '@busdesk/api-contract';
import { createTestApp, login, type TestApp } from '../test-support/test-app';

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

async function connect(password: string): Promise<MqttClient> {
  const client = await mqtt.connectAsync(url, { protocolVersion: 4, username: 'busdesk', password, reconnectPeriod: 0, connectTimeout: 5000 });
  clients.push(client);
  return client;
}

/** Resolves true when granted, false when the SUBACK refuses (mqtt.js rejects or reports qos 128). */
async function trySubscribe(client: MqttClient, topic: string): Promise<boolean> {
  try {
    const granted = await client.subscribeAsync(topic, { qos: 0 });
    return granted.every((g) => g.qos !== 128);
  } catch {
    return false;
  }
}

const ticketEvent = (i: number): TRealtimeEvent => ({ type: 'changed-tickets', tickets: [{ ticketId: `T${i}`, ticketStatus: 2, seatId: 'A01' }] });

describe('MQTT over WebSocket', () => {
  it('refuses a connection without a valid session token', async () => {
    await expect(mqtt.connectAsync(url, { protocolVersion: 4, username: 'x', password: 'not-a-token', reconnectPeriod: 0, connectTimeout: 3000 })).rejects.toThrow();
  });

  it("delivers none of 1,000 messages on another agency's topic, and every one on its own", async () => {
    const client = await connect(await login(t.app, 'admin2', 'admin123'));
    const received: Record<string, number> = {};
    client.on('message', (topic) => {
      received[topic] = (received[topic] ?? 0) + 1;
    });
    expect(await trySubscribe(client, topics.partnerTickets('p-bxmd'))).toBe(false);
    expect(await trySubscribe(client, 'partner/+/tickets')).toBe(false);
    expect(await trySubscribe(client, '#')).toBe(false);
    expect(await trySubscribe(client, topics.partnerTickets('p-saoviet'))).toBe(true);
    for (let i = 0; i < 1000; i++) {
      await t.app.realtime.publish(topics.partnerTickets('p-bxmd'), ticketEvent(i));
      await t.app.realtime.publish(topics.partnerTickets('p-saoviet'), ticketEvent(i));
    }
    const deadline = Date.now() + 10_000;
    while ((received['partner/p-saoviet/tickets'] ?? 0) < 1000 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    await new Promise((r) => setTimeout(r, 200));
    expect(received['partner/p-saoviet/tickets']).toBe(1000);
    expect(received['partner/p-bxmd/tickets']).toBeUndefined();
  });

  it('admits a parent to its children, trips on routes it sells and its own lines only', async () => {
    const client = await connect(await login(t.app, 'admin', 'admin123'));
    const [{ id: ownTrip } = { id: '' }] = await t.app.database.rows<{ id: string }>(
      (await import('drizzle-orm')).sql`select id from trips where route_id = 'r-mdong-dalat' limit 1`,
    );
    const [{ id: otherTrip } = { id: '' }] = await t.app.database.rows<{ id: string }>(
      (await import('drizzle-orm')).sql`select id from trips where route_id = 'r-giapbat-vinh' limit 1`,
    );
    expect(await trySubscribe(client, topics.partnerTickets('p-bxmd-moi'))).toBe(true);
    expect(await trySubscribe(client, topics.partnerPayments('p-bxmd'))).toBe(true);
    expect(await trySubscribe(client, topics.tripLockSeat(ownTrip))).toBe(true);
    expect(await trySubscribe(client, topics.tripLockSeat(otherTrip))).toBe(false);
    expect(await trySubscribe(client, topics.lineCalls('1001'))).toBe(true);
    expect(await trySubscribe(client, topics.lineCalls('2001'))).toBe(false);
    expect(await trySubscribe(client, topics.partnerNotifications('p-saoviet'))).toBe(false);
  });

  it('a child partner is not admitted to its parent', async () => {
    const client = await connect(await login(t.app, 'quaymoi', 'quaymoi123'));
    expect(await trySubscribe(client, topics.partnerTickets('p-bxmd'))).toBe(false);
    expect(await trySubscribe(client, topics.partnerTickets('p-bxmd-moi'))).toBe(true);
  });

  it('clients cannot publish: a client publish reaches no subscriber', async () => {
    const listener = await connect(await login(t.app, 'admin2', 'admin123'));
    let got = 0;
    listener.on('message', () => got++);
    expect(await trySubscribe(listener, topics.partnerTickets('p-saoviet'))).toBe(true);
    const publisher = await connect(await login(t.app, 'admin2', 'admin123'));
    publisher.publish(topics.partnerTickets('p-saoviet'), JSON.stringify(ticketEvent(1)));
    await new Promise((r) => setTimeout(r, 500));
    expect(got).toBe(0);
  });

  it('the publish helper refuses events its topic does not carry and payloads off the contract', async () => {
    await expect(t.app.realtime.publish(topics.partnerPayments('p-bxmd'), ticketEvent(1))).rejects.toThrow();
    await expect(t.app.realtime.publish('partner/p-bxmd/secrets', ticketEvent(1))).rejects.toThrow();
    await expect(t.app.realtime.publish(topics.partnerTickets('p-bxmd'), { type: 'removed-tickets' } as unknown as TRealtimeEvent)).rejects.toThrow();
  });

  it('a revoked token is refused at the next SUBSCRIBE', async () => {
    const token = await login(t.app, 'admin2', 'admin123');
    const client = await connect(token);
    await t.app.inject({ method: 'POST', url: '/api/v2/partner/logout', headers: { authorization: `Bearer ${token}` } });
    expect(await trySubscribe(client, topics.partnerTickets('p-saoviet'))).toBe(false);
  });
});
