import { MSG, type TUserInfo } from '@busdesk/api-contract';
import { bus, BusdeskProviders } from '@busdesk/shared-kit';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BookTicketPage, bookTicketUrl } from './book-ticket-page';
import { startLocalSalesServer, type LocalSalesServer } from '../test-support/local-sales-server';
import { TRIP_DETAIL_LABELS as L } from '../features/trip-detail/labels';
import { TRIP_OPS_LABELS } from '../features/trip-ops/labels';
import { FIXTURE_PARTNER_ID, FIXTURE_USER_ID, fixtureTrip, viewTripFixture } from '../test-support/trip-detail-fixtures';

const user = (routeIds: string[]): TUserInfo => ({
  id: FIXTURE_USER_ID,
  name: 'Nguyễn Thị Lan',
  username: 'lan',
  role: 'STAFF',
  partnerId: FIXTURE_PARTNER_ID,
  routeIds,
  companyId: null,
  partner: {
    id: FIXTURE_PARTNER_ID,
    name: 'Bến xe Miền Đông',
    config: '{}',
    code: null,
    childrenPartnerId: [],
    logo: null,
    isAutoApproveRoutes: false,
    parentId: null,
    partnerType: 'station',
  },
});

let server: LocalSalesServer;

function open(url: string, routeIds = ['r-mdong-dalat']) {
  window.history.replaceState(null, '', url);
  bus.session$.next({ status: 'authenticated', user: user(routeIds), token: 't' });
  return render(
    <BusdeskProviders>
      <BookTicketPage />
    </BusdeskProviders>,
  );
}

beforeEach(async () => {
  server = await startLocalSalesServer();
  server.on('/partner/trip/view-by-id', () => ({ results: viewTripFixture() }));
  server.on('/partner/trip/lock-seat', (call) => ({
    results: { records: [], expiresAt: (call.body as { seatIds: string[] }).seatIds.length ? Date.now() + 600_000 : null, serverTime: Date.now() },
  }));
});

afterEach(async () => {
  cleanup();
  bus.session$.next({ status: 'anonymous' });
  window.history.replaceState(null, '', '/');
  await server.close();
});

/** The opened trip's section; role queries over the whole screen are slow in jsdom, so it is found by selector. */
async function openedTrip(): Promise<HTMLElement> {
  return vi.waitFor(
    () => {
      const section = document.querySelector<HTMLElement>(`section[aria-label="${L.region}"]`);
      if (!section) throw new Error('trip not open yet');
      return section;
    },
    { timeout: 10_000 },
  );
}
const seat = (root: HTMLElement, seatId: string) => root.querySelector<HTMLElement>(`[data-seat-id="${seatId}"]`);

// The screen renders the real search panel and booking form: a few seconds each on a shared CPU.
describe('BookTicketPage', { timeout: 30_000 }, () => {
  it('tells a user without authorised routes to ask the companies, and shows nothing else', () => {
    open('/book-ticket', []);
    expect(screen.getByText(MSG.sales.notAuthorised)).toBeTruthy();
    expect(screen.queryByText(L.pickTrip)).toBeNull();
    expect(server.calls).toHaveLength(0);
  });

  it('asks for a trip when none is open', () => {
    open('/book-ticket');
    expect(screen.getByText(L.pickTrip)).toBeTruthy();
  });

  it('opens the trip of ?tripId= with the ticket of ?ticketId= selected with its group', async () => {
    open(bookTicketUrl(fixtureTrip.tripId, 'tk-3'));
    const map = await openedTrip();
    expect(server.callsTo('/partner/trip/view-by-id')[0]?.body).toEqual({ tripId: fixtureTrip.tripId });
    expect(await screen.findByText(MSG.sales.groupTickets(2))).toBeTruthy();
    expect(seat(map, 'A04')?.getAttribute('aria-pressed')).toBe('true');
    expect(seat(map, 'A05')?.getAttribute('aria-pressed')).toBe('true');
    expect(seat(map, 'A01')?.getAttribute('aria-pressed')).toBe('false');
    // Selecting existing tickets takes no seat lock.
    expect(server.callsTo('/partner/trip/lock-seat')).toHaveLength(0);
  });

  it('says the ticket was not found when ?ticketId= is not on the trip', async () => {
    open(bookTicketUrl(fixtureTrip.tripId, 'tk-missing'));
    expect(await screen.findByText(MSG.sales.ticketNotFound, {}, { timeout: 10_000 })).toBeTruthy();
  });

  it('warns at the top of a trip past its departure and of a trip the agency locked', async () => {
    server.on('/partner/trip/view-by-id', () => ({
      results: viewTripFixture({
        trip: { ...fixtureTrip, tripStatus: 2, partnerLocks: [{ partnerId: FIXTURE_PARTNER_ID, lockType: 1 }] },
      }),
    }));
    open(bookTicketUrl(fixtureTrip.tripId));
    expect(await screen.findByText(MSG.sales.tripDeparted, {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText(MSG.sales.tripLocked)).toBeTruthy();
  });

  it('lists the agency’s own passengers in the second tab, with money totals equal to the rows', async () => {
    const { container } = open(bookTicketUrl(fixtureTrip.tripId));
    await openedTrip();
    // The tabs render in the pass after the seat map's (TripDetail).
    fireEvent.click(await screen.findByRole('tab', { name: L.passengerTab }));
    const table = container.querySelector<HTMLElement>(`table[aria-label="${L.passengerTab}"]`)!;
    // Header + the five own tickets; other agencies' seats never appear.
    const rows = [...table.querySelectorAll('tbody tr')];
    expect(rows.map((r) => r.querySelector('td')?.textContent)).toEqual(['A01', 'A02', 'A04', 'A05', 'B01']);
    // The columns by their headers (the list puts two facts in some columns, so positions are not the seed's order).
    const headers = [...table.querySelectorAll('thead th')].map((th) => th.textContent ?? '');
    const column = (header: string) =>
      rows.reduce((n, r) => n + Number(r.querySelectorAll('td')[headers.indexOf(header)]?.querySelector('[data-value]')?.getAttribute('data-value')), 0);
    const summary = container.querySelector(`dl[aria-label="${L.moneySummary}"]`);
    const figures = [...(summary?.querySelectorAll('[data-value]') ?? [])].map((e) => Number(e.getAttribute('data-value')));
    expect(figures).toEqual([column(L.columns.price), column(L.columns.paid), column(L.columns.price) - column(L.columns.paid)]);
    expect(figures).toEqual([1_200_000, 540_000, 660_000]);
    // The tickets by pick-up point are the same five, and their heading says whose they are (issue 11 item 12).
    expect(L.pointsSummary).toContain('của đại lý');
    const byPoint = screen.getByRole('region', { name: L.pointsSummary });
    const counted = [...byPoint.querySelectorAll('li')].reduce((n, li) => n + Number(/(\d+) vé/.exec(li.textContent ?? '')?.[1] ?? 0), 0);
    expect(counted).toBe(rows.length);
  });

  it('F2 moves focus to the booking form’s phone field', async () => {
    open(bookTicketUrl(fixtureTrip.tripId));
    await openedTrip();
    const phone = await vi.waitFor(() => {
      const input = document.querySelector<HTMLInputElement>('input[aria-keyshortcuts="F2"]');
      if (!input) throw new Error('no phone field yet');
      return input;
    });
    act(() => {
      fireEvent.keyDown(window, { key: 'F2' });
    });
    expect(document.activeElement).toBe(phone);
  });

  it('F2 pressed the moment the seat map shows, before the booking form has rendered, still lands in the phone field', async () => {
    // The form renders in a pass after the seat map (issue 11). A clerk's F2 in between must not be lost: the
    // keystrokes that follow it would otherwise go to the focused seat (Enter would unselect it).
    const pressedEarly = new Promise<boolean>((resolve) => {
      const observer = new MutationObserver(() => {
        if (!document.querySelector(`section[aria-label="${L.region}"]`)) return;
        observer.disconnect();
        const formThere = document.querySelector('input[aria-keyshortcuts="F2"]') !== null;
        fireEvent.keyDown(window, { key: 'F2' });
        resolve(formThere);
      });
      observer.observe(document.body, { childList: true, subtree: true });
    });
    open(bookTicketUrl(fixtureTrip.tripId));
    // The key came while the form was still its skeleton (else this test would prove nothing).
    expect(await pressedEarly).toBe(false);
    expect(document.activeElement?.getAttribute('aria-keyshortcuts')).toBe('F2');
  });

  it('shows the seat map first, then the tabs, the trip’s tools and the form without a click', async () => {
    // The opened trip's first pass is the map alone (issue 11: trip card → seat map); the rest must still come.
    const firstPass = new Promise<{ seats: number; tabs: boolean; tools: boolean }>((resolve) => {
      const observer = new MutationObserver(() => {
        const section = document.querySelector(`section[aria-label="${L.region}"]`);
        if (!section) return;
        observer.disconnect();
        resolve({
          seats: section.querySelectorAll('[data-seat-id]').length,
          tabs: section.querySelector('[role="tablist"]') !== null,
          tools: section.querySelector(`[role="toolbar"][aria-label="${TRIP_OPS_LABELS.toolbar}"]`) !== null,
        });
      });
      observer.observe(document.body, { childList: true, subtree: true });
    });
    open(bookTicketUrl(fixtureTrip.tripId));
    expect(await firstPass).toEqual({ seats: fixtureTrip.seatMap.length, tabs: false, tools: false });
    expect(await screen.findByRole('tab', { name: L.seatMapTab, selected: true })).toBeTruthy();
    expect(screen.getByRole('toolbar', { name: TRIP_OPS_LABELS.toolbar })).toBeTruthy();
    expect(document.querySelector('input[aria-keyshortcuts="F2"]')).not.toBeNull();
  });
});
