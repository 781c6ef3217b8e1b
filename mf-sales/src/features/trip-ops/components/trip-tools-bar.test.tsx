import { MSG, SALE_TYPE_LABELS, type TTripDetail } from '@busdesk/api-contract';
import { BusdeskProviders, bus } from '@busdesk/shared-kit';
import { startFixtureApiServer, userInfoFixture, type FixtureApiServer } from '@busdesk/shared-kit/test-support';
import { act, cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SALES_NOW, tripFixture } from '../../../test-support/sales-fixtures';
import { TRIP_OPS_LABELS as L } from '../labels';
import { defaultOpsRoutes, OPS_PATHS } from '../../../test-support/trip-ops-fixtures';
import { TripToolsBar } from './trip-tools-bar';

configure({ asyncUtilTimeout: 8_000 });
vi.setConfig({ testTimeout: 30_000 });

const user = userInfoFixture({ partnerId: 'p-bxmd', partner: { ...userInfoFixture().partner, id: 'p-bxmd' } });
let server: FixtureApiServer;
beforeAll(async () => {
  server = await startFixtureApiServer(defaultOpsRoutes());
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  for (const [route, handler] of Object.entries(defaultOpsRoutes())) server.on(route, handler);
  bus.session$.next({ status: 'authenticated', user, token: 'test-token' });
});
afterEach(() => {
  vi.useRealTimers();
  cleanup();
  bus.session$.next({ status: 'anonymous' });
});

const MINUTE = 60_000;

/** By default the server's clock reads SALES_NOW, an hour before the fixture trip's departure. */
function renderTools(trip: Partial<TTripDetail> = {}, serverOffset = SALES_NOW - Date.now()) {
  const onTripChanged = vi.fn();
  render(
    <BusdeskProviders>
      <TripToolsBar trip={tripFixture({ tripId: 't-1', ...trip })} user={user} serverOffset={serverOffset} onTripChanged={onTripChanged} />
    </BusdeskProviders>,
  );
  return { onTripChanged };
}

describe('trip lock toggle', () => {
  it('locks and unlocks the trip for the agency with the seed’s messages', async () => {
    const { onTripChanged } = renderTools();
    const ev = userEvent.setup();
    await ev.click(screen.getByRole('button', { name: L.lock }));
    expect(await screen.findByText(MSG.sales.locked)).toBeTruthy();
    expect(server.calls(OPS_PATHS.lock)[0]!.body).toEqual({ tripId: 't-1', lockType: 1 });
    const unlock = screen.getByRole('button', { name: L.unlock });
    expect(unlock.getAttribute('aria-pressed')).toBe('true');
    expect(onTripChanged).toHaveBeenCalledTimes(1);
    await ev.click(unlock);
    expect(await screen.findByText(MSG.sales.unlocked)).toBeTruthy();
    expect(server.calls(OPS_PATHS.lock)[1]!.body).toEqual({ tripId: 't-1', lockType: 0 });
    expect(screen.getByRole('button', { name: L.lock }).getAttribute('aria-pressed')).toBe('false');
  });

  it('only the agency’s own entry counts: another agency’s lock shows unlocked', () => {
    renderTools({ partnerLocks: [{ partnerId: 'p-other', lockType: 1 }] });
    expect(screen.getByRole('button', { name: L.lock }).getAttribute('aria-pressed')).toBe('false');
    cleanup();
    renderTools({ partnerLocks: [{ partnerId: 'p-bxmd', lockType: 1 }] });
    expect(screen.getByRole('button', { name: L.unlock }).getAttribute('aria-pressed')).toBe('true');
  });

  it('a failed call says so and leaves the state as it was', async () => {
    server.on(OPS_PATHS.lock, () => ({ status: 500, message: 'Lỗi máy chủ' }));
    renderTools();
    await userEvent.setup().click(screen.getByRole('button', { name: L.lock }));
    expect(await screen.findByText(MSG.sales.lockFailed)).toBeTruthy();
    expect(screen.getByRole('button', { name: L.lock }).getAttribute('aria-pressed')).toBe('false');
  });
});

describe('settlement', () => {
  it('confirms, settles, then opens the trip’s sale report with its four sale types', async () => {
    const { onTripChanged } = renderTools({ tripStatus: 3 });
    const ev = userEvent.setup();
    await ev.click(screen.getByRole('button', { name: L.settle }));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText(MSG.sales.settleConfirm)).toBeTruthy();
    await ev.click(within(confirm).getByRole('button', { name: L.confirm }));
    expect(await screen.findByText(MSG.sales.settleSuccess)).toBeTruthy();
    expect(server.calls(OPS_PATHS.manage)[0]!.body).toEqual({ tripId: 't-1', isPartnerSettled: true });
    expect(onTripChanged).toHaveBeenCalled();
    const report = await screen.findByRole('dialog', { name: MSG.settlement.title });
    await within(report).findByText('51B-123.45');
    const rows = within(report).getAllByRole('row');
    // header, four sale types, the totals line
    expect(rows).toHaveLength(6);
    expect(rows.slice(1, 5).map((r) => within(r).getAllByRole('cell')[1]!.textContent)).toEqual(Object.values(SALE_TYPE_LABELS));
    expect(rows[5]!.textContent).toContain('4');
    expect(rows[5]!.textContent).toContain('1.300.000 đ');
    expect(rows[5]!.textContent).toContain('27.500 đ');
    expect(rows[5]!.textContent).toContain('1.272.500 đ');
    // Afterwards the button opens the report directly.
    await ev.click(within(report).getByRole('button', { name: L.close }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: MSG.settlement.title })).toBeNull());
    await ev.click(screen.getByRole('button', { name: L.saleReport }));
    expect(await screen.findByRole('dialog', { name: MSG.settlement.title })).toBeTruthy();
    expect(server.calls(OPS_PATHS.manage)).toHaveLength(1);
  });

  it('a settled trip opens its report without asking', async () => {
    // Settled ahead of its (fixture) departure: the report stays at hand, with no reason to wait.
    renderTools({ isPartnerSettled: true });
    expect(screen.queryByText(MSG.tripOps.settleNotDeparted)).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: L.saleReport }));
    expect(await screen.findByRole('dialog', { name: MSG.settlement.title })).toBeTruthy();
    expect(server.calls(OPS_PATHS.manage)).toHaveLength(0);
  });

  it('a refused settlement shows the seed’s failure text with the server’s reason', async () => {
    server.on(OPS_PATHS.manage, () => ({ status: 409, message: MSG.tripOps.alreadySettled }));
    renderTools({ tripStatus: 2 });
    const ev = userEvent.setup();
    await ev.click(screen.getByRole('button', { name: L.settle }));
    await ev.click(within(await screen.findByRole('dialog')).getByRole('button', { name: L.confirm }));
    expect(await screen.findByText(`${MSG.sales.settleFailed}: ${MSG.tripOps.alreadySettled}`)).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: MSG.settlement.title })).toBeNull();
  });
});

describe('settlement before the departure', () => {
  it('waits, unavailable with the server’s reason, until the departure passes on the server’s clock', () => {
    // The browser runs 5 minutes behind the server; the trip leaves 10 minutes from the server's now.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(SALES_NOW - 5 * MINUTE);
    renderTools({ tripStatus: 1, startTime: SALES_NOW + 10 * MINUTE }, 5 * MINUTE);
    const waiting = screen.getByRole('button', { name: L.settle, description: MSG.tripOps.settleNotDeparted });
    // Focusable (its reason can be reached), announced as unavailable, and the reason is its hover tooltip.
    expect(waiting.getAttribute('aria-disabled')).toBe('true');
    expect(waiting.getAttribute('title')).toBe(MSG.tripOps.settleNotDeparted);
    // Nothing asks the clerk to confirm a settlement the server would refuse.
    fireEvent.click(waiting);
    expect(screen.queryByRole('dialog')).toBeNull();

    // At the departure instant the trip has not left yet (the contract counts it departed strictly after).
    act(() => vi.advanceTimersByTime(10 * MINUTE));
    expect(screen.getByRole('button', { name: L.settle }).getAttribute('aria-disabled')).toBe('true');
    // Just past it, on the server's clock (the browser's would say 5 more minutes), without a reload.
    act(() => vi.advanceTimersByTime(1));
    const ready = screen.getByRole('button', { name: L.settle });
    expect(ready.getAttribute('aria-disabled')).toBeNull();
    expect(ready.getAttribute('aria-describedby')).toBeNull();
    expect(screen.queryByText(MSG.tripOps.settleNotDeparted)).toBeNull();
    fireEvent.click(ready);
    expect(within(screen.getByRole('dialog')).getByText(MSG.sales.settleConfirm)).toBeTruthy();
  });

  it('a trip already running counts as departed before its planned time', () => {
    renderTools({ tripStatus: 2, startTime: SALES_NOW + 60 * MINUTE });
    expect(screen.getByRole('button', { name: L.settle }).getAttribute('aria-disabled')).toBeNull();
    expect(screen.queryByText(MSG.tripOps.settleNotDeparted)).toBeNull();
  });
});

describe('trip update', () => {
  it('is offered only for a company the agency marked as not using the app', () => {
    renderTools({ isNotUsingAv: false });
    expect(screen.queryByRole('button', { name: L.editTrip })).toBeNull();
    cleanup();
    renderTools({ isNotUsingAv: true });
    expect(screen.getByRole('button', { name: L.editTrip })).toBeTruthy();
  });

  it('picks drivers from the company’s users and a vehicle, and saves them', async () => {
    const { onTripChanged } = renderTools({ isNotUsingAv: true, companyId: 'c-saonam', vehicleId: null, numberPlate: null });
    const ev = userEvent.setup();
    await ev.click(screen.getByRole('button', { name: L.editTrip }));
    const dialog = await screen.findByRole('dialog', { name: L.updateTitle });
    await waitFor(() => expect(server.calls(OPS_PATHS.users)).toHaveLength(1));
    expect(server.calls(OPS_PATHS.users)[0]!.body).toMatchObject({ companyId: 'c-saonam' });
    await ev.click(within(dialog).getByRole('combobox', { name: L.drivers }));
    await ev.click(await screen.findByRole('option', { name: 'Trần Minh Quang' }));
    await ev.click(within(dialog).getByRole('combobox', { name: L.vehicle }));
    await ev.click(await screen.findByRole('option', { name: '72B-111.11 - Limousine 9 chỗ' }));
    await ev.click(within(dialog).getByRole('button', { name: L.save }));
    expect(await screen.findByText(MSG.sales.tripUpdateSuccess)).toBeTruthy();
    expect(server.calls(OPS_PATHS.manage)[0]!.body).toEqual({
      tripId: 't-1',
      drivers: [{ userId: 'd-2', fullName: 'Trần Minh Quang' }],
      vehicle: { id: 'v-1', numberPlate: '72B-111.11' },
    });
    expect(onTripChanged).toHaveBeenCalled();
  });

  it('greys a vehicle with fewer seats than the tickets sold, saying so, and lets the trip keep its own', async () => {
    server.on(OPS_PATHS.vehicles, () => ({
      results: {
        vehicles: [
          { id: 'v-1', numberPlate: '72B-111.11', vehicleType: 'Limousine 9 chỗ', seatCount: 9, brand: null, isActive: true },
          { id: 'v-2', numberPlate: '72B-222.22', vehicleType: 'Giường nằm 40 chỗ', seatCount: 40, brand: null, isActive: true },
          { id: 'v-3', numberPlate: '72B-333.33', vehicleType: 'Limousine 9 chỗ', seatCount: 9, brand: null, isActive: true },
        ],
      },
    }));
    // 12 tickets sold; the trip already runs with v-3, a 9-seat vehicle set before.
    renderTools({ isNotUsingAv: true, companyId: 'c-saonam', totalBookedSeat: 12, vehicleId: 'v-3', numberPlate: '72B-333.33' });
    const ev = userEvent.setup();
    await ev.click(screen.getByRole('button', { name: L.editTrip }));
    const dialog = await screen.findByRole('dialog', { name: L.updateTitle });
    await waitFor(() => expect(server.calls(OPS_PATHS.vehicles)).toHaveLength(1));
    await ev.click(within(dialog).getByRole('combobox', { name: L.vehicle }));
    const small = await screen.findByRole('option', { name: /^72B-111\.11/ });
    expect(small.getAttribute('aria-disabled')).toBe('true');
    expect(small.textContent).toContain('9 chỗ, ít hơn 12 vé đã bán');
    expect(screen.getByRole('option', { name: /^72B-333\.33/ }).getAttribute('aria-disabled')).toBeNull();
    const big = screen.getByRole('option', { name: '72B-222.22 - Giường nằm 40 chỗ' });
    expect(big.getAttribute('aria-disabled')).toBeNull();
    await ev.click(big);
    await ev.click(within(dialog).getByRole('button', { name: L.save }));
    expect(await screen.findByText(MSG.sales.tripUpdateSuccess)).toBeTruthy();
    expect(server.calls(OPS_PATHS.manage)[0]!.body).toMatchObject({ vehicle: { id: 'v-2', numberPlate: '72B-222.22' } });
  });

  it('says when the user list cannot be loaded, and when saving fails', async () => {
    server.on(OPS_PATHS.users, () => ({ status: 500, message: 'x' }));
    server.on(OPS_PATHS.manage, () => ({ status: 500, message: 'x' }));
    renderTools({ isNotUsingAv: true });
    const ev = userEvent.setup();
    await ev.click(screen.getByRole('button', { name: L.editTrip }));
    expect(await screen.findByText(MSG.sales.userListFailed)).toBeTruthy();
    const dialog = await screen.findByRole('dialog', { name: L.updateTitle });
    await waitFor(() => expect((within(dialog).getByRole('button', { name: L.save }) as HTMLButtonElement).disabled).toBe(false));
    await ev.click(within(dialog).getByRole('button', { name: L.save }));
    expect(await screen.findByText(MSG.sales.tripUpdateFailed)).toBeTruthy();
  });
});
