import type { Page } from 'playwright-core';

/**
 * The page's realtime connection status (docs/adr/0011: the bus lives on globalThis.__BUSDESK_BUS__). 'connected'
 * means live: the broker holds the page's subscriptions (ADR 0114).
 */
export const socketStatus = (page: Page): Promise<string | undefined> =>
  page.evaluate(() => (globalThis as unknown as { __BUSDESK_BUS__?: { socket$: { value: { status: string } } } }).__BUSDESK_BUS__?.socket$.value.status);

/** MQTT's SUBSCRIBE packet type with its fixed flags (MQTT 3.1.1 §3.8.1). */
const SUBSCRIBE = 0x82;

/**
 * Holds back the page's MQTT subscriptions on their way to the broker, as a busy broker would, until `release()`: the
 * page's connection is open (CONNECT and CONNACK pass) but nothing published meanwhile can reach it. Call before the
 * page loads the screen, so its WebSocket is routed.
 */
export async function holdSubscriptions(page: Page): Promise<{ held(): number; release(): void }> {
  const held: Buffer[] = [];
  let release: (() => void) | undefined;
  await page.routeWebSocket(/\/mqtt$/, (ws) => {
    const server = ws.connectToServer();
    let holding = true;
    ws.onMessage((message) => {
      const bytes = typeof message === 'string' ? Buffer.from(message) : message;
      if (holding && bytes[0] === SUBSCRIBE) held.push(bytes);
      else server.send(bytes);
    });
    release = () => {
      holding = false;
      for (const bytes of held.splice(0)) server.send(bytes);
    };
  });
  return {
    held: () => held.length,
    release: () => release?.(),
  };
}
