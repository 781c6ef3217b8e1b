// Provider A's call socket hands its events to the recorder one at a time, in the order the socket sent them: a
// HANGOUT recorded before the RINGING_IN sent just before it would end a call that then refuses its ringing, and the
// panel would never ring (seen once on PostgreSQL, where the two transactions raced for the line's lock).
import { afterEach, describe, expect, it } from 'vitest';
import type { TProviderCallEvent } from '@busdesk/api-contract';
import { createCallSockets, type CallSockets } from '../src/telephony/providers/call-sockets';
import type { DriverLine } from '../src/telephony/providers/telephony-driver';
import { waitFor } from '../test-support/realtime-listener';
import { startCallSocketServer } from '../test-support/telephony-test-servers';

const quiet = { info() {}, warn() {}, error() {} };
let cleanup: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const done of cleanup.reverse()) await done();
  cleanup = [];
});

async function socketWith(onEvent: (event: TProviderCallEvent) => Promise<void>) {
  const server = await startCallSocketServer();
  const sockets: CallSockets = createCallSockets({ onEvent: (_line, event) => onEvent(event), log: quiet, heartbeatMs: 60_000 });
  cleanup.push(() => server.close(), () => sockets.closeAll());
  const line: DriverLine = { id: 'l1', partnerId: 'p1', number: '1101', provider: 'domain-key', telecomCompanyName: 'A', config: { socketUrl: server.url, domain: 'a.vn', key: 'k' } };
  sockets.open(line);
  await waitFor(() => server.open()[0]?.messages.some((m) => m.type === 'login') ?? false);
  expect(server.open()).toHaveLength(1);
  return server;
}

describe("provider A's call socket", () => {
  it('records a slow first event before it starts the next one, whatever each takes', async () => {
    const log: string[] = [];
    let releaseFirst = () => {};
    const firstHeld = new Promise<void>((resolve) => (releaseFirst = resolve));
    const server = await socketWith(async (event) => {
      const code = event.code ?? event.status ?? '';
      log.push(`start ${code}`);
      if (code === 'RINGING_IN') await firstHeld;
      log.push(`end ${code}`);
    });

    server.push({ code: 'RINGING_IN', phone_number: '0977000111', number: '1101', callId: 'A-1' });
    server.push({ type: 'pong' });
    server.push({ status: 'HANGOUT', callId: 'A-1' });
    await waitFor(() => log.length >= 2, 500);
    // Negative control: with the events handed over as they arrive, 'start HANGOUT' is here before the ringing ends.
    expect(log).toEqual(['start RINGING_IN']);

    releaseFirst();
    await waitFor(() => log.length >= 4);
    expect(log).toEqual(['start RINGING_IN', 'end RINGING_IN', 'start HANGOUT', 'end HANGOUT']);
  });

  it('goes on with the next event when one fails to record', async () => {
    const seen: string[] = [];
    const server = await socketWith(async (event) => {
      const code = event.code ?? event.status ?? '';
      seen.push(code);
      if (code === 'RINGING_IN') throw new Error('lost the database for a moment');
    });
    server.push({ code: 'RINGING_IN', phone_number: '0977000111', number: '1101', callId: 'A-2' });
    server.push({ status: 'HANGOUT', callId: 'A-2' });
    await waitFor(() => seen.length >= 2);
    expect(seen).toEqual(['RINGING_IN', 'HANGOUT']);
  });
});
