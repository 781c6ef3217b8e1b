import { topics } from '@busdesk/api-contract';
import { createBusdeskTheme } from '@busdesk/shared-kit';
import { ThemeProvider } from '@mui/material/styles';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WebSocket as NodeWebSocket } from 'ws';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ticketFixture } from '../../test-support/seat-map-fixtures';
import { startLocalTripServer, TEST_TOKEN, TRIP_ID, viewFixture, tripFixture, type LocalTripServer } from '../../test-support/local-trip-server';
import { SEAT_MAP_LABELS } from '../../shared/seat-map/labels';
import { SEAT_SELECT_EVENT, SeatMapWidget, type SeatSelectDetail } from './seat-map-widget';

let server: LocalTripServer;
const theme = createBusdeskTheme();

beforeAll(async () => {
  server = await startLocalTripServer();
});
afterAll(() => server.close());
beforeEach(() => {
  // The global WebSocket under jsdom is Node's (undici), whose events are not jsdom's Event class; `ws`'s client
  // has the browser API mqtt.js uses and no such clash.
  vi.stubGlobal('WebSocket', NodeWebSocket);
  server.requests.length = 0;
  server.view = viewFixture();
});
afterEach(async () => {
  cleanup();
  // The next test must not mistake this test's closing connection for its own subscription.
  await waitFor(() => expect(server.hasSubscription(topics.tripSeats(TRIP_ID))).toBe(false), { timeout: 5000 });
  vi.unstubAllGlobals();
});

/** Renders the widget and records every seat-select event that reaches the document. */
function renderWidget(props: { tripId?: string; apiBase?: string; token?: string } = {}) {
  const events: SeatSelectDetail[] = [];
  const listener = (e: Event) => events.push((e as CustomEvent<SeatSelectDetail>).detail);
  document.addEventListener(SEAT_SELECT_EVENT, listener);
  const view = render(
    <ThemeProvider theme={theme}>
      <SeatMapWidget tripId={TRIP_ID} apiBase={server.apiBase} token={TEST_TOKEN} {...props} />
    </ThemeProvider>,
  );
  return { events, view, stop: () => document.removeEventListener(SEAT_SELECT_EVENT, listener) };
}

const seat = (id: string) => screen.findByRole('button', { name: new RegExp(`^Ghế ${id}[ ,]`) }, { timeout: 5000 });
const label = async (id: string) => (await seat(id)).getAttribute('aria-label');

describe('SeatMapWidget', { timeout: 20_000 }, () => {
  it('loads the trip with the token and draws its seats by floor', async () => {
    server.view = viewFixture({
      tickets: [ticketFixture({ seatId: 'A01', tripId: TRIP_ID, seller: { id: 'u-staff', fullName: 'Lan' }, fullName: 'Trần Thị Lan', phoneNumber: '0901234567' })],
      otherSeats: [{ seatId: 'A02', ticketStatus: 3 }],
      trip: tripFixture({ lockSeat: [{ seatId: 'A03' }] }),
    });
    const { stop } = renderWidget();
    // The widget may be public: the agency's own booking shows its mark, never its passenger (nor the seller).
    expect(await label('A01')).toBe('Ghế A01 G, đã đặt');
    expect((await seat('A01')).textContent?.replace(/\s+/g, ' ').trim()).toBe('A01 G');
    expect((await seat('A01')).hasAttribute('title')).toBe(false);
    expect(await label('A02')).toBe('Ghế A02 T, đại lý khác đã bán, không thể chọn');
    expect(await label('A03')).toBe('Ghế A03, nhà xe khóa, không thể chọn');
    expect(screen.getByRole('group', { name: 'Tầng 2' })).toBeTruthy();
    // Nor does its legend promise the passenger's name on the agency's tickets (the portal's map shows it there).
    await userEvent.click(screen.getByRole('button', { name: SEAT_MAP_LABELS.legend }));
    const legend = await screen.findByRole('dialog', { name: SEAT_MAP_LABELS.legend });
    expect(legend.textContent).toContain('Đã thanh toán');
    expect(legend.textContent).not.toContain('Vé của đại lý: tên khách');
    const tripCall = server.requests.find((r) => r.url === '/api/partner/trip/view-by-id');
    expect(tripCall?.authorization).toBe(`Bearer ${TEST_TOKEN}`);
    expect(JSON.parse(tripCall?.body ?? '{}')).toEqual({ tripId: TRIP_ID });
    stop();
  });

  it('selects free seats locally and announces each change as seat-select', async () => {
    const user = userEvent.setup();
    const { events, stop } = renderWidget();
    await user.click(await seat('A05'));
    await user.click(await seat('A06'));
    await user.click(await seat('A05'));
    expect(events).toEqual([
      { tripId: TRIP_ID, seatIds: ['A05'] },
      { tripId: TRIP_ID, seatIds: ['A05', 'A06'] },
      { tripId: TRIP_ID, seatIds: ['A06'] },
    ]);
    expect((await seat('A06')).getAttribute('aria-pressed')).toBe('true');
    // The widget takes no seat locks: only its two reads went to the server (again once its connection is up, ADR 0114).
    expect([...new Set(server.requests.map((r) => r.url))].sort()).toEqual(['/api/partner/trip/view-by-id', '/api/v2/partner/view']);
    stop();
  });

  it('says why a taken seat cannot be picked, and does not open the agency’s bookings', async () => {
    const user = userEvent.setup();
    server.view = viewFixture({ tickets: [ticketFixture({ seatId: 'A01', tripId: TRIP_ID })], otherSeats: [{ seatId: 'A02', ticketStatus: 2 }] });
    const { events, stop } = renderWidget();
    await user.click(await seat('A02'));
    expect(screen.getByText('Ghế A02 đã được đại lý khác bán')).toBeTruthy();
    await user.click(await seat('A01'));
    expect(screen.getByText('Ghế A01 đã được đặt')).toBeTruthy();
    expect(events).toEqual([]);
    stop();
  });

  it('follows live seat changes and locks, dropping a selected seat someone else took', async () => {
    const user = userEvent.setup();
    const { events, stop } = renderWidget();
    await user.click(await seat('A07'));
    await user.click(await seat('A08'));
    await waitFor(() => expect(server.hasSubscription(topics.tripSeats(TRIP_ID))).toBe(true), { timeout: 5000 });
    await server.publish(topics.tripSeats(TRIP_ID), {
      type: 'seat-status',
      tripId: TRIP_ID,
      seats: [{ seatId: 'A07', ticketStatus: 2, partnerId: 'p-bxmd-moi' }],
    });
    await waitFor(async () => expect(await label('A07')).toBe('Ghế A07 G, đại lý khác đã bán, không thể chọn'), { timeout: 5000 });
    await waitFor(() => expect(events.at(-1)).toEqual({ tripId: TRIP_ID, seatIds: ['A08'] }));
    await server.publish(topics.tripLockSeat(TRIP_ID), {
      type: 'lock-seat',
      tripId: TRIP_ID,
      records: [{ listSeatId: ['A09'], userId: 'u-quaymoi', partnerId: 'p-bxmd-moi', expiresAt: Date.now() + 600_000 }],
    }, true);
    await waitFor(async () => expect(await label('A09')).toBe('Ghế A09, người khác đang chọn, không thể chọn'), { timeout: 5000 });
    // Freed again (cancelled elsewhere): selectable.
    await server.publish(topics.tripSeats(TRIP_ID), {
      type: 'seat-status',
      tripId: TRIP_ID,
      seats: [{ seatId: 'A07', ticketStatus: 0, partnerId: 'p-bxmd-moi' }],
    });
    await waitFor(async () => expect(await label('A07')).toBe('Ghế A07, còn trống'), { timeout: 5000 });
    await server.publish(topics.tripLockSeat(TRIP_ID), { type: 'lock-seat', tripId: TRIP_ID, records: [] }, true);
    stop();
  }, 20_000);

  it('refetches the trip when the agency’s own seats change', async () => {
    const { stop } = renderWidget();
    await seat('A10');
    await waitFor(() => expect(server.hasSubscription(topics.tripSeats(TRIP_ID))).toBe(true), { timeout: 5000 });
    server.view = viewFixture({ tickets: [ticketFixture({ seatId: 'A10', tripId: TRIP_ID, ticketStatus: 3, paidMoney: 300_000 })] });
    await server.publish(topics.tripSeats(TRIP_ID), {
      type: 'seat-status',
      tripId: TRIP_ID,
      seats: [{ seatId: 'A10', ticketStatus: 3, partnerId: 'p-bxmd' }],
    });
    await waitFor(async () => expect(await label('A10')).toBe('Ghế A10 T, đã thanh toán'), { timeout: 5000 });
    stop();
  }, 15_000);

  it('shows the server’s message when the token is refused, and can retry', async () => {
    const user = userEvent.setup();
    const { stop } = renderWidget({ token: 'expired' });
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert.textContent).toContain('Không tải được sơ đồ ghế: Phiên đăng nhập đã hết hạn');
    const before = server.requests.length;
    await user.click(screen.getByRole('button', { name: 'Thử lại' }));
    await waitFor(() => expect(server.requests.length).toBeGreaterThan(before));
    stop();
  });

  it('asks for its attributes when one is missing', () => {
    const { stop } = renderWidget({ token: '' });
    expect(screen.getByRole('alert').textContent).toBe('Thiếu thuộc tính trip-id, api-base hoặc token');
    stop();
  });
});
