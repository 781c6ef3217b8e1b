import type { BusdeskApp } from '../src/app';
import mqtt, { type MqttClient } from 'mqtt';
import { decodeRealtimeEvent, type TRealtimeEvent } from '@busdesk/api-contract';

/** One event as a subscriber received it, with its raw payload (to check that no passenger bytes travelled). */
export interface Received {
  topic: string;
  event: TRealtimeEvent;
  raw: string;
  /** The PUBLISH's retain flag: set only on a retained message sent at SUBSCRIBE (MQTT 3.1.1 §3.3.1.3). */
  retain: boolean;
}

export interface Listener {
  /** Every event that arrived, in order. */
  received: Received[];
  /** The SUBACK QoS per requested topic: 0 granted, 128 refused (mqtt.js rejects a refused SUBACK; counted as 128). */
  granted: number[];
  /** True when every topic was granted. */
  allGranted: boolean;
}

// Each test file is its own module instance, so the clients opened by one file are closed by that file.
const clients: MqttClient[] = [];

/** Starts the app on a loopback port and answers the URL of its MQTT-over-WebSocket endpoint. */
export async function listenOnLoopback(app: BusdeskApp): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return `ws://127.0.0.1:${address.port}/mqtt`;
}

/** A real MQTT-over-WebSocket client signed in with `token`, subscribed to the topics; collects what arrives. */
export async function listenTo(url: string, token: string, topicList: readonly string[]): Promise<Listener> {
  const client = await mqtt.connectAsync(url, { protocolVersion: 4, username: 'busdesk', password: token, reconnectPeriod: 0, connectTimeout: 5000 });
  clients.push(client);
  const received: Received[] = [];
  client.on('message', (topic, payload, packet) => {
    const event = decodeRealtimeEvent(payload);
    if (event) received.push({ topic, event, raw: payload.toString('utf8'), retain: packet.retain });
  });
  const granted: number[] = [];
  for (const topic of topicList) {
    try {
      granted.push(...(await client.subscribeAsync(topic, { qos: 0 })).map((g) => g.qos));
    } catch {
      granted.push(128);
    }
  }
  return { received, granted, allGranted: granted.every((qos) => qos !== 128) };
}

/** Ends every client this test file opened. */
export async function closeListeners(): Promise<void> {
  await Promise.all(clients.splice(0).map((c) => c.endAsync(true)));
}

/** Polls until `predicate` holds or `ms` pass; the assertion that follows says what was expected. */
export async function waitFor(predicate: () => boolean, ms = 3000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!predicate() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
}
