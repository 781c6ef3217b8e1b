import { MSG, type TTripCard } from '@busdesk/api-contract';
import { bus, BusdeskProviders, toYmd } from '@busdesk/shared-kit';
import { act, cleanup, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SEARCH_LABELS as L } from '../labels';
import { PARTNER_ID, ROUTES, salesUserFixture, tripFixture, tripsFixture } from '../../../test-support/search-fixtures';
import { startSearchTestServer, type SearchTestServer } from '../../../test-support/search-test-server';
import { TripSearchPanel, type TripSearchPanelProps } from './trip-search-panel';

// Each await crosses a real HTTP round trip and a MUI re-render; on a loaded CI machine 1 s is not enough.
configure({ asyncUtilTimeout: 8_000 });

let server: SearchTestServer;
beforeAll(async () => {
  server = await startSearchTestServer();
});
afterAll(() => server.close());

// vitest runs without globals here, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  server.requests.length = 0;
  server.trips = () => ({ trips: [], nextPageToken: null });
  server.routes = () => ROUTES;
  server.selfUpdate = () => ({ fail: 500 });
  server.viewTrip = () => ({ fail: 404 });
  bus.session$.next({ status: 'anonymous' });
});

function setup(
  options: {
    routeIds?: string[];
    config?: string;
    selectedTripId?: string | null;
    initialTripId?: string;
    onUseCompanyPhone?: (phone: string) => void;
    searchRequest?: TripSearchPanelProps['searchRequest'];
    rememberSearch?: boolean;
    /** Another clerk: the remembered list is per user and outlives a test, so a test of its own keeps its own. */
    userId?: string;
  } = {},
) {
  const user = salesUserFixture({ ...(options.routeIds ? { routeIds: options.routeIds } : {}), ...(options.userId ? { id: options.userId } : {}) }, options.config ?? '{}');
  bus.session$.next({ status: 'authenticated', user, token: 'tok-1' });
  const onSelectTrip = vi.fn<(trip: TTripCard) => void>();
  const view = render(
    <BusdeskProviders>
      <TripSearchPanel
        selectedTripId={options.selectedTripId ?? null}
        initialTripId={options.initialTripId}
        onSelectTrip={onSelectTrip}
        onUseCompanyPhone={options.onUseCompanyPhone}
        searchRequest={options.searchRequest}
        rememberSearch={options.rememberSearch}
      />
    </BusdeskProviders>,
  );
  return { onSelectTrip, view, events: userEvent.setup() };
}

const input = (label: string) => screen.getByRole('combobox', { name: label }) as HTMLInputElement;
const tripRequests = () => server.requests.filter((r) => r.path === '/api/partner/search/trips').map((r) => r.body as Record<string, unknown>);
const cards = () => within(screen.getByRole('list', { name: L.tripList })).getAllByRole('button');

/** Opens the combobox labelled `label` and picks `option` once its lookup has answered (the list fills in while open). */
async function choose(events: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  // The company picker is the shared one, loaded lazily: wait for the field rather than its placeholder.
  await events.click(await screen.findByRole('combobox', { name: label }));
  await events.click(await screen.findByRole('option', { name: new RegExp(`^${option}`) }));
}

async function searchByCompany(events: ReturnType<typeof userEvent.setup>) {
  await choose(events, L.companies, 'Phương Trang');
  await events.click(screen.getByRole('button', { name: L.getTrips }));
}

// MUI renders slowly in jsdom and the CPU is shared with other test runs: allow for it rather than flake.
describe('TripSearchPanel', { timeout: 90_000 }, () => {
  it('shows the not-authorised message to a user without routes, and no filters', () => {
    setup({ routeIds: [] });
    expect(screen.getByText(MSG.sales.notAuthorised)).toBeTruthy();
    expect(screen.queryByRole('button', { name: L.getTrips })).toBeNull();
  });

  it("searches a requested route today at once (the softphone's 'Bán vé'), once per request", async () => {
    const route = ROUTES[0]!;
    const request = { filters: { date: toYmd(), companyIds: [route.companyId], routeId: route.id }, seq: 1 };
    const { view } = setup({ searchRequest: request });
    await waitFor(() => expect(tripRequests()).toHaveLength(1));
    expect(tripRequests()[0]).toMatchObject({ date: Number(toYmd()), companyIds: [route.companyId], routeIds: [route.id], type: 0 });
    // The route shows in its filter.
    await waitFor(() => expect(input(L.route).value).toBe(route.name));
    // The same request again searches nothing more; a new one does.
    view.rerender(
      <BusdeskProviders>
        <TripSearchPanel selectedTripId={null} onSelectTrip={() => undefined} searchRequest={{ ...request }} />
      </BusdeskProviders>,
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(tripRequests()).toHaveLength(1);
    view.rerender(
      <BusdeskProviders>
        <TripSearchPanel selectedTripId={null} onSelectTrip={() => undefined} searchRequest={{ ...request, seq: 2 }} />
      </BusdeskProviders>,
    );
    await waitFor(() => expect(tripRequests()).toHaveLength(2));
  });

  it('asks for a point, province, company or route before searching, at the fields too until one is chosen', async () => {
    const { events } = setup();
    const fields = [L.provinceUp, L.provinceDown, L.pointUp, L.pointDown];
    await events.click(screen.getByRole('button', { name: L.getTrips }));
    // The seed's toast, and the same text at the point and province fields, which are marked invalid and described by it.
    await waitFor(() => expect(screen.getAllByText(MSG.sales.searchCriteriaRequired)).toHaveLength(2));
    expect(tripRequests()).toHaveLength(0);
    for (const label of fields) {
      expect(input(label).getAttribute('aria-invalid'), label).toBe('true');
      expect(document.getElementById(input(label).getAttribute('aria-describedby') ?? '')?.textContent, label).toBe(MSG.sales.searchCriteriaRequired);
    }
    await choose(events, L.pointUp, 'Bến xe Miền Đông');
    for (const label of fields) expect(input(label).getAttribute('aria-invalid'), label).toBe('false');
    expect(input(L.pointUp).getAttribute('aria-describedby')).toBeNull();
  });

  it('shows each company with its phone and remaining allowance, and hands its phone to onUseCompanyPhone', async () => {
    const onUseCompanyPhone = vi.fn();
    const { events } = setup({ onUseCompanyPhone });
    await events.click(await screen.findByRole('combobox', { name: L.companies }));
    const option = await screen.findByRole('option', { name: /^Phương Trang/ });
    // search-fixtures: 500.000.000 limit, 125.000.000 owed.
    expect(option.textContent).toContain('19006067');
    expect(option.textContent).toContain('375.000.000');
    await events.click(option);
    await events.click(screen.getByRole('button', { name: 'Điền số điện thoại nhà xe' }));
    expect(onUseCompanyPhone).toHaveBeenCalledWith('19006067');
  });

  it('disables the provinces once a company is chosen and enables the route', async () => {
    const { events } = setup();
    expect(input(L.route).disabled).toBe(true);
    await choose(events, L.companies, 'Phương Trang');
    expect(input(L.provinceUp).disabled).toBe(true);
    expect(input(L.provinceDown).disabled).toBe(true);
    expect(input(L.route).disabled).toBe(false);
    expect(input(L.pointUp).disabled).toBe(false);
  });

  it("offers the agency's popular routes first in the route picker, under their own heading (000 §2.6)", async () => {
    const popular = { ...ROUTES[0]!, id: 'r-mdong-nhatrang', name: 'Bến xe Miền Đông - Nha Trang', popular: true };
    server.routes = () => [popular, { ...ROUTES[0]!, popular: false }, { ...ROUTES[1]!, popular: false }];
    const { events } = setup({ routeIds: ['r-mdong-dalat', 'r-mdong-nhatrang', 'r-mdong-vungtau'] });
    await choose(events, L.companies, 'Phương Trang');
    await events.click(input(L.route));
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getAllByRole('option').map((o) => o.textContent)).toEqual(['Bến xe Miền Đông - Nha Trang', ROUTES[0]!.name]);
    // Each run is an ARIA group named by its heading, its options inside.
    const groups = within(listbox).getAllByRole('group');
    expect(groups.map((g) => document.getElementById(g.getAttribute('aria-labelledby') ?? '')?.textContent)).toEqual([L.popularRoutes, L.otherRoutes]);
    expect(within(screen.getByRole('group', { name: L.popularRoutes })).getAllByRole('option').map((o) => o.textContent)).toEqual(['Bến xe Miền Đông - Nha Trang']);
  });

  it('disables companies and points once a province is chosen; the swap exchanges the provinces', async () => {
    const { events } = setup();
    await choose(events, L.provinceUp, 'Lâm Đồng');
    expect(((await screen.findByRole('combobox', { name: L.companies })) as HTMLInputElement).disabled).toBe(true);
    expect(input(L.pointUp).disabled).toBe(true);
    expect(input(L.pointDown).disabled).toBe(true);
    await events.click(screen.getByRole('button', { name: L.swapProvinces }));
    expect(input(L.provinceDown).value).toBe('Lâm Đồng');
    expect(input(L.provinceUp).value).toBe('');
  });

  it('disables the provinces once a point is chosen, but not the companies', async () => {
    const { events } = setup();
    await choose(events, L.pointUp, 'Bến xe Miền Đông');
    expect(input(L.provinceUp).disabled).toBe(true);
    expect(((await screen.findByRole('combobox', { name: L.companies })) as HTMLInputElement).disabled).toBe(false);
  });

  it("searches today's trips 40 a page and appends the next page with the token", async () => {
    server.trips = (body) =>
      body.nextPageToken === 'tok-2' ? { trips: tripsFixture(5, 40), nextPageToken: null } : { trips: tripsFixture(40), nextPageToken: 'tok-2' };
    const { events } = setup();
    await searchByCompany(events);
    await waitFor(() => expect(cards()).toHaveLength(40));
    expect(tripRequests()[0]).toMatchObject({ date: Number(toYmd()), companyIds: ['c-phuongtrang'], type: 0, page: 0, count: 40 });

    await events.click(screen.getByRole('button', { name: L.loadMore }));
    await waitFor(() => expect(cards()).toHaveLength(45));
    expect(tripRequests()[1]).toMatchObject({ companyIds: ['c-phuongtrang'], page: 1, nextPageToken: 'tok-2' });
    expect(screen.queryByRole('button', { name: L.loadMore })).toBeNull();
  });

  it('says the search failed when the server does not answer the trip search', async () => {
    server.trips = () => ({ fail: 500 });
    const { events } = setup();
    await searchByCompany(events);
    expect(await screen.findByText(MSG.sales.searchFailed)).toBeTruthy();
  });

  it('sends the company-use filter and searches again when it changes', async () => {
    server.trips = () => ({ trips: tripsFixture(2), nextPageToken: null });
    const { events } = setup();
    await searchByCompany(events);
    await waitFor(() => expect(tripRequests()).toHaveLength(1));
    await events.click(screen.getByRole('button', { name: L.companyUseMenu }));
    await events.click(screen.getByRole('menuitemradio', { name: L.companyUse.notUsing }));
    await waitFor(() => expect(tripRequests()).toHaveLength(2));
    expect(tripRequests()[1]).toMatchObject({ companyUse: 'notUsing', companyIds: ['c-phuongtrang'] });
  });

  it('saves a switch into the partner config, keeping the keys it does not know', async () => {
    const config = JSON.stringify({ printTicket: { limit: 2, current: 0 }, zaloOaId: 'oa-1', hideTripOvertime: true });
    server.selfUpdate = (text) => ({ partner: { ...salesUserFixture().partner, config: text } });
    const { events } = setup({ config });
    await events.click(screen.getByRole('button', { name: L.configMenu }));
    expect((screen.getByLabelText(L.hideTripOvertime) as HTMLInputElement).checked).toBe(true);
    await events.click(screen.getByLabelText(L.displayTripNewStyle));
    expect(await screen.findByText(MSG.sales.configSaved)).toBeTruthy();
    const sent = server.requests.find((r) => r.path === '/api/partner/v2/self-update')?.body as { config: string };
    expect(JSON.parse(sent.config)).toEqual({ printTicket: { limit: 2, current: 0 }, zaloOaId: 'oa-1', hideTripOvertime: true, displayTripNewStyle: true });
    const session = bus.session$.getValue();
    expect(session.status === 'authenticated' && JSON.parse(session.user.partner.config)).toMatchObject({ displayTripNewStyle: true, zaloOaId: 'oa-1' });
    expect((screen.getByLabelText(L.displayTripNewStyle) as HTMLInputElement).checked).toBe(true);
  });

  it('puts the switch back and says so when saving the config fails', async () => {
    const { events } = setup();
    await events.click(screen.getByRole('button', { name: L.configMenu }));
    await events.click(screen.getByLabelText(L.showTripHasDriversAndVehicle));
    expect(await screen.findByText(MSG.sales.configSaveFailed)).toBeTruthy();
    expect((screen.getByLabelText(L.showTripHasDriversAndVehicle) as HTMLInputElement).checked).toBe(false);
  });

  it('lays the trips on one line with the one-line switch, wrapping above 10 trips', async () => {
    let count = 10;
    server.trips = () => ({ trips: tripsFixture(count), nextPageToken: null });
    const { events } = setup({ config: JSON.stringify({ displayTripNewStyle: true }) });
    await searchByCompany(events);
    await waitFor(() => expect(cards()).toHaveLength(10));
    expect(screen.getByRole('list', { name: L.tripList }).dataset.layout).toBe('line');
    count = 11;
    await events.click(screen.getByRole('button', { name: L.getTrips }));
    await waitFor(() => expect(cards()).toHaveLength(11));
    expect(screen.getByRole('list', { name: L.tripList }).dataset.layout).toBe('wrap');
  });

  it('shows the card facts: time, seats, route, plate or "-Chưa gán tài-", company, lock and no-seat-choice icons', async () => {
    server.trips = () => ({
      trips: [
        tripFixture(0, { totalBookedSeat: 12, totalSeat: 40, partnerLocks: [{ partnerId: PARTNER_ID, lockType: 1 }], choosableSeat: 0 }),
        tripFixture(1, { numberPlate: null, vehicleId: null, driverIds: [], driverNames: [] }),
      ],
      nextPageToken: null,
    });
    const { events } = setup();
    await searchByCompany(events);
    await waitFor(() => expect(cards()).toHaveLength(2));
    const [first, second] = cards() as [HTMLElement, HTMLElement];
    expect(first.textContent).toContain('12/40');
    expect(first.textContent).toContain('Phương Trang');
    expect(first.textContent).toContain('Bến xe Miền Đông - Bến xe Liên tỉnh Đà Lạt');
    expect(within(first).getByTestId('trip-locked-icon')).toBeTruthy();
    expect(within(first).getByTestId('trip-no-seat-choice-icon')).toBeTruthy();
    // Only the locked card says so in its name (the icon alone says nothing to a screen reader).
    expect(within(screen.getByRole('list', { name: L.tripList })).getByRole('button', { name: new RegExp(L.lockedState) })).toBe(first);
    expect(second.textContent).toContain(MSG.sales.noVehicle);
    expect(within(second).queryByTestId('trip-locked-icon')).toBeNull();
  });

  it('updates a listed card when the agency changes that trip elsewhere (trip-changed), without searching again', async () => {
    server.trips = () => ({
      trips: [tripFixture(0, { numberPlate: null, vehicleId: null, driverIds: [], driverNames: [] }), tripFixture(1)],
      nextPageToken: null,
    });
    const { events } = setup();
    await searchByCompany(events);
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(cards()[0]!.textContent).toContain(MSG.sales.noVehicle);
    const before = cards()[1]!.textContent;
    act(() => {
      bus.tickets$.next({
        type: 'trip-changed',
        tripId: 't-0',
        trip: { vehicleId: 'v-9', numberPlate: '51B-999.99', driverIds: ['d-1'], driverNames: ['Tài xế Một'], partnerLocks: [{ partnerId: PARTNER_ID, lockType: 1 }] },
      });
    });
    const first = cards()[0]!;
    expect(first.textContent).toContain('51B-999.99');
    expect(first.textContent).not.toContain(MSG.sales.noVehicle);
    expect(within(first).getByTestId('trip-locked-icon')).toBeTruthy();
    // Another trip's card and the server are left alone.
    expect(cards()[1]!.textContent).toBe(before);
    expect(tripRequests()).toHaveLength(1);
  });

  it('selects a trip with the keyboard and warns when it has departed or is locked', async () => {
    server.trips = () => ({
      trips: [
        tripFixture(0, { tripStatus: 2 }),
        tripFixture(1, { partnerLocks: [{ partnerId: PARTNER_ID, lockType: 1 }] }),
        tripFixture(2),
      ],
      nextPageToken: null,
    });
    const { events, onSelectTrip, view } = setup();
    await searchByCompany(events);
    await waitFor(() => expect(cards()).toHaveLength(3));
    const [departed, locked, open] = cards() as [HTMLElement, HTMLElement, HTMLElement];

    act(() => departed.focus());
    await events.keyboard('{Enter}');
    expect(onSelectTrip).toHaveBeenLastCalledWith(expect.objectContaining({ tripId: 't-0' }));
    expect(await screen.findByText(MSG.sales.tripDeparted)).toBeTruthy();

    await events.tab();
    expect(document.activeElement).toBe(locked);
    await events.keyboard(' ');
    expect(onSelectTrip).toHaveBeenLastCalledWith(expect.objectContaining({ tripId: 't-1' }));
    expect(await screen.findByText(MSG.sales.tripLocked)).toBeTruthy();

    await events.click(open);
    expect(onSelectTrip).toHaveBeenCalledTimes(3);

    view.rerender(
      <BusdeskProviders>
        <TripSearchPanel selectedTripId="t-2" onSelectTrip={onSelectTrip} />
      </BusdeskProviders>,
    );
    expect(open.getAttribute('aria-pressed')).toBe('true');
    expect(departed.getAttribute('aria-pressed')).toBe('false');
  });

  it('opened on a trip from the URL, searches its day and company once and shows its card selected', async () => {
    server.viewTrip = (tripId) => tripFixture(3, { tripId, companyId: 'c-thanhbuoi', companyName: 'Thành Bưởi', startDate: 20260105 });
    server.trips = () => ({ trips: tripsFixture(5, 0).map((trip) => ({ ...trip, companyId: 'c-thanhbuoi', startDate: 20260105 })), nextPageToken: null });
    const { onSelectTrip } = setup({ selectedTripId: 't-3', initialTripId: 't-3' });
    await waitFor(() => expect(cards()).toHaveLength(5));
    expect(tripRequests()).toHaveLength(1);
    expect(tripRequests()[0]).toMatchObject({ date: 20260105, companyIds: ['c-thanhbuoi'], routeIds: [], page: 0 });
    expect(cards().filter((card) => card.getAttribute('aria-pressed') === 'true')).toEqual([cards()[3]]);
    // The filters show what was searched, so 'Lấy danh sách chuyến' repeats it (DD/MM/YYYY, issue 11).
    await waitFor(() => expect(screen.getByLabelText(L.date, { selector: 'input' }).getAttribute('value')).toBe('05/01/2026'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Thành Bưởi' })).toBeTruthy());
    // Opening is not choosing: no departed/locked warnings, no callback.
    expect(onSelectTrip).not.toHaveBeenCalled();
  });

  it('does not search again when the opened trip is one the list already shows', async () => {
    server.trips = () => ({ trips: tripsFixture(3), nextPageToken: null });
    server.viewTrip = (tripId) => tripFixture(Number(tripId.slice(2)), { tripId });
    const { events, onSelectTrip, view } = setup();
    await searchByCompany(events);
    await waitFor(() => expect(cards()).toHaveLength(3));
    await events.click(cards()[1]!);
    expect(onSelectTrip).toHaveBeenCalledTimes(1);
    // The page puts the chosen trip into its URL and hands it back.
    view.rerender(
      <BusdeskProviders>
        <TripSearchPanel selectedTripId="t-1" initialTripId="t-1" onSelectTrip={onSelectTrip} />
      </BusdeskProviders>,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(server.requests.filter((r) => r.path === '/api/partner/trip/view-by-id')).toHaveLength(0);
    expect(tripRequests()).toHaveLength(1);
    expect(cards()[1]!.getAttribute('aria-pressed')).toBe('true');
  });

  it("gives back the whole list with its added pages, and today's list on the new day after midnight", async () => {
    server.trips = (body) =>
      body.nextPageToken === 'tok-2'
        ? { trips: tripsFixture(5, 40), nextPageToken: null }
        : { trips: tripsFixture(Math.min(45, Number(body.count))), nextPageToken: Number(body.count) >= 45 ? null : 'tok-2' };
    // 23:50 in Ho Chi Minh City; only the clock is faked, the timers and the HTTP round trips stay real.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2026-03-10T16:50:00Z'));
      const first = setup({ rememberSearch: true, userId: 'u-night' });
      await searchByCompany(first.events);
      await waitFor(() => expect(cards()).toHaveLength(40));
      await first.events.click(screen.getByRole('button', { name: L.loadMore }));
      await waitFor(() => expect(cards()).toHaveLength(45));
      expect(tripRequests()[0]).toMatchObject({ date: 20260310 });

      // The clerk leaves for a report and comes back at 00:10: the 45 trips, of the new day.
      cleanup();
      server.requests.length = 0;
      vi.setSystemTime(new Date('2026-03-10T17:10:00Z'));
      setup({ rememberSearch: true, userId: 'u-night' });
      await waitFor(() => expect(cards()).toHaveLength(45));
      expect(tripRequests()).toEqual([expect.objectContaining({ companyIds: ['c-phuongtrang'], date: 20260311, count: 45 })]);
      expect(screen.queryByRole('button', { name: L.loadMore })).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows the last list again when the page opens anew by the menu, with its filters; a trip in the address wins', async () => {
    server.trips = () => ({ trips: tripsFixture(3), nextPageToken: null });
    const first = setup({ rememberSearch: true });
    await searchByCompany(first.events);
    await first.events.click(screen.getByRole('button', { name: L.companyUseMenu }));
    await first.events.click(screen.getByRole('menuitemradio', { name: L.companyUse.notUsing }));
    await waitFor(() => expect(tripRequests()).toHaveLength(2));
    await waitFor(() => expect(cards()).toHaveLength(3));
    // The clerk goes to another menu (the panel unmounts) and comes back to 'Bán vé'.
    cleanup();
    server.requests.length = 0;
    setup({ rememberSearch: true });
    await waitFor(() => expect(cards()).toHaveLength(3));
    expect(tripRequests()).toEqual([expect.objectContaining({ companyIds: ['c-phuongtrang'], companyUse: 'notUsing', date: Number(toYmd()) })]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Phương Trang' })).toBeTruthy());

    // Control: the same panel without remembering opens empty and asks nothing.
    cleanup();
    server.requests.length = 0;
    setup();
    await screen.findByRole('combobox', { name: L.companies });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(tripRequests()).toHaveLength(0);
    expect(screen.queryByRole('list', { name: L.tripList })).toBeNull();

    // A trip opened by the address decides the list instead (its day and company).
    cleanup();
    server.requests.length = 0;
    server.viewTrip = (tripId) => tripFixture(3, { tripId, companyId: 'c-thanhbuoi', companyName: 'Thành Bưởi', startDate: 20260105 });
    setup({ rememberSearch: true, selectedTripId: 't-3', initialTripId: 't-3' });
    await waitFor(() => expect(tripRequests()).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(tripRequests()).toEqual([expect.objectContaining({ date: 20260105, companyIds: ['c-thanhbuoi'] })]);
  });
});
