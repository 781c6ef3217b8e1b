import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBankTerminalEndpoint, dashboardEndpoint, sendQrEndpoint, sendSmsEndpoint, sendZnsEndpoint, topics, type TDashboardResponse, type TRealtimeEvent } from '@busdesk/api-contract';
import { startLoopbackApp, stopLoopbackApp } from '../test-support/loopback-app';
import { createBill, holdSeats } from '../test-support/payments-fixtures';
import { listenTo, waitFor, type Listener } from '../test-support/realtime-listener';
import { createTrip, poster } from '../test-support/sales-booking-fixtures';
import type { TestApp } from '../test-support/test-app';

/**
 * The dashboard shows the messages sent and their cost (issue 13) and follows the agency's events live: every write of a
 * message record — an SMS or ZNS of a ticket, a QR bill sent by SMS or ZNS, the bank's OTP SMS — records a
 * 'messages-recorded' change, and the agency's own topic carries 'messages-sent' (docs/adr/0104). With the local
 * drivers nothing is delivered, and the figures still move (a local record counts, as 'not sent'), so the event
 * cannot wait for a delivery.
 */

let t: TestApp;
let url: string;
let post: ReturnType<typeof poster>;
let tokens: Record<string, string>;
let agency: Listener;
let other: Listener;
let ticketIds: string[] = [];

beforeAll(async () => {
  ({ t, url, post, tokens } = await startLoopbackApp(['admin', 'admin2']));
  const tripId = await createTrip(t.app, { routeId: 'r-mdong-dalat' });
  ticketIds = (await holdSeats(t.app, tokens.admin!, tripId, ['A01', 'A02'])).map((x) => x.ticketId);
  agency = await listenTo(url, tokens.admin!, [topics.partnerTickets('p-bxmd')]);
  other = await listenTo(url, tokens.admin2!, [topics.partnerTickets('p-saoviet')]);
});
afterAll(() => stopLoopbackApp(t));

const sent = (l: Listener) => l.received.filter((r) => r.event.type === 'messages-sent').map((r) => r.event as Extract<TRealtimeEvent, { type: 'messages-sent' }>);
const messagesToday = async () => {
  const d = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10).replace(/-/g, '');
  const res = await post(dashboardEndpoint.path, tokens.admin!, { startDate: Number(d), endDate: Number(d) });
  return (res.json().results as TDashboardResponse).messages;
};

async function expectEvent(channel: 'sms' | 'zns', act: () => Promise<void>) {
  const before = sent(agency).length;
  const figures = await messagesToday();
  await act();
  await waitFor(() => sent(agency).length > before);
  expect(sent(agency).slice(before)).toEqual([{ type: 'messages-sent', channels: [channel] }]);
  // What the event announces is true: the dashboard's figures for the channel moved.
  expect((await messagesToday())[channel].count).toBeGreaterThan(figures[channel].count);
}

describe("a message recorded tells the agency's dashboard (messages-sent on its own topic)", () => {
  it('an SMS to the tickets (local driver: recorded, not delivered)', async () => {
    await expectEvent('sms', async () => {
      const res = await post(sendSmsEndpoint.path, tokens.admin!, { messageType: 1, ticketIds });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().results.sends.every((s: { delivery: string }) => s.delivery === 'local')).toBe(true);
    });
  });

  it('a ZNS to a ticket', async () => {
    await expectEvent('zns', async () => {
      const res = await post(sendZnsEndpoint.path, tokens.admin!, { messageContentType: 10, ticketIds: [ticketIds[0]] });
      expect(res.statusCode, res.body).toBe(200);
    });
  });

  it('a bank QR bill sent by SMS, and by ZNS', async () => {
    const bill = await createBill(t.app, tokens.admin!, 'c-minhphat', [ticketIds[1]!]);
    await expectEvent('sms', async () => {
      const res = await post(sendQrEndpoint.path, tokens.admin!, { billNumber: bill.billNumber, customerName: 'Nguyễn Văn An', customerPhone: '0912345678' });
      expect(res.statusCode, res.body).toBe(200);
    });
    await expectEvent('zns', async () => {
      const res = await post(sendQrEndpoint.path, tokens.admin!, { billNumber: bill.billNumber, customerName: 'Nguyễn Văn An', customerPhone: '0912345678', willSendZNS: true });
      expect(res.statusCode, res.body).toBe(200);
    });
  });

  it("the local bank's OTP SMS of a terminal registration", async () => {
    await expectEvent('sms', async () => {
      const res = await post(createBankTerminalEndpoint.path, tokens.admin!, { bankAccountNumber: '0801234567890', phoneNo: '0912345678', bankAccountName: 'Nguyễn Văn Đức', identityNumber: '079123456789' });
      expect(res.statusCode, res.body).toBe(200);
    });
  });

  it('reaches no other agency', () => {
    expect(sent(agency).length).toBeGreaterThanOrEqual(5);
    expect(sent(other)).toEqual([]);
  });
});
