import type { ClientSubscribeCallback, MqttClient } from 'mqtt';

/** What the broker answered one SUBSCRIBE with: an error for a refusal (SUBACK 0x80) or a lost connection. */
export type SubscribeAnswer = (topic: string, error: Error | null, suback: Parameters<ClientSubscribeCallback>[2]) => void;

/**
 * Sends one SUBSCRIBE per topic (so a refusal names its topic) at QoS 0, and resolves once the broker has answered every
 * one, or the connection is gone: from then on nothing published on them is missed (ADR 0114). Used by the page's
 * connection and by the widgets' own.
 */
export function subscribeEach(client: MqttClient, topics: Iterable<string>, onAnswer?: SubscribeAnswer): Promise<void> {
  const answered = [...topics].map(
    (topic) =>
      new Promise<void>((resolve) => {
        client.subscribe(topic, { qos: 0 }, (error, _granted, suback) => {
          resolve();
          onAnswer?.(topic, error, suback);
        });
      }),
  );
  return Promise.all(answered).then(() => undefined);
}
