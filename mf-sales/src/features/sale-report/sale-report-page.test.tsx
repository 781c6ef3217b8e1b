import {
  EMPTY_TRIP_SALE_TOTALS,
  MSG,
  SALE_TYPE_LABELS,
  reportSaleEndpoint,
  searchCompanyEndpoint,
  searchRouteEndpoint,
  settlementTripsEndpoint,
  type TSettlementTrip,
} from '@busdesk/api-contract';
import { BusdeskProviders, bus, formatDate, toYmd } from '@busdesk/shared-kit';
import { startFixtureApiServer, userInfoFixture, type FixtureApiServer, type FixtureHandler } from '@busdesk/shared-kit/test-support';
import { cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultOpsRoutes } from '../../test-support/trip-ops-fixtures';
import { SALE_REPORT_LABELS as L } from './labels';
import { SaleReportPage } from './sale-report-page';

configure({ asyncUtilTimeout: 8_000 });
vi.setConfig({ testTimeout: 30_000 });

const path = (endpoint: { path: string }) => endpoint.path.replace(/^\/api/, '');
const P = { companies: path(searchCompanyEndpoint), routes: path(searchRouteEndpoint), trips: path(settlementTripsEndpoint), totals: path(reportSaleEndpoint) };

const trip = (tripId: string, hour: number, plate: string): TSettlementTrip => ({
  tripId,
  startTimeReality: Date.UTC(2026, 10, 22, hour - 7, 0),
  date: 20261122,
  routeName: 'Bến xe Miền Đông - Đà Lạt',
  companyId: 'c-minhphat',
  companyName: 'Nhà xe Minh Phát',
  pointOfRouteNames: 'Bến xe Miền Đông - Đà Lạt',
  numberPlate: plate,
  driverNames: ['Nguyễn Văn Hùng'],
  isPartnerSettled: true,
});

const routes = (): Record<string, FixtureHandler> => ({
  ...defaultOpsRoutes(),
  [P.companies]: () => ({ results: { companies: [{ id: 'c-minhphat', name: 'Nhà xe Minh Phát', isNotUsingAv: false, companyPhoneNumber: '02633822888', debtLimit: 200_000_000, currentDebt: 12_000_000 }] } }),
  [P.routes]: () => ({
    results: {
      routes: [
        { id: 'r-mdong-dalat', name: 'Bến xe Miền Đông - Đà Lạt', nameShort: null, companyId: 'c-minhphat', companyName: 'Nhà xe Minh Phát', pointIds: [] },
        { id: 'r-other', name: 'Tuyến nhà xe khác', nameShort: null, companyId: 'c-other', companyName: 'Khác', pointIds: [] },
      ],
    },
  }),
  [P.trips]: () => ({ results: { trips: [trip('t-1', 6, '51B-111.11'), trip('t-2', 13, '51B-222.22')] } }),
  [P.totals]: () => ({
    results: {
      't-1': { ...EMPTY_TRIP_SALE_TOTALS, cashDelegateTotal: 2, cashDelegateRevenue: 700_000, onlineDelegateTotal: 1, onlineDelegateRevenue: 350_000, onlineDelegateCommission: 17_500 },
      't-2': { ...EMPTY_TRIP_SALE_TOTALS, onlinePartnerTotal: 3, onlinePartnerRevenue: 990_000, onlinePartnerCommission: 49_500 },
    },
  }),
});

let server: FixtureApiServer;
beforeAll(async () => {
  server = await startFixtureApiServer(routes());
  await import('@busdesk/shared-kit');
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  for (const [route, handler] of Object.entries(routes())) server.on(route, handler);
  bus.session$.next({ status: 'authenticated', user: userInfoFixture(), token: 'test-token' });
});
afterEach(() => {
  cleanup();
  bus.session$.next({ status: 'anonymous' });
});

const renderScreen = () =>
  render(
    <BusdeskProviders>
      <SaleReportPage />
    </BusdeskProviders>,
  );
/** Every test waits for the calls it started, so none lands in the next test's record. */
const totalsCalls = (n: number) => waitFor(() => expect(server.calls(P.totals)).toHaveLength(n));
const combo = (name: string) => screen.getByRole('combobox', { name }) as HTMLInputElement;

/** Opens a picker until its option is there: the lists arrive over HTTP after the first render. */
async function pick(ev: ReturnType<typeof userEvent.setup>, comboName: string, option: string) {
  // A picker is disabled until its list has arrived.
  await waitFor(() => expect(combo(comboName).disabled).toBe(false));
  await ev.click(await openList(comboName, option));
}

/**
 * Opens a picker's list until `text` is in it. A mouse-down on the input toggles MUI's list, and on a loaded
 * machine a re-render can close the list between the click and the query, so it is re-opened while closed.
 */
const openList = (comboName: string, text: string) =>
  waitFor(() => {
    const listbox = document.querySelector('[role="listbox"]');
    if (!listbox) {
      fireEvent.mouseDown(combo(comboName));
      throw new Error('no open list');
    }
    return within(listbox as HTMLElement).getByText(text);
  });


async function chooseCompany() {
  const ev = userEvent.setup();
  await pick(ev, L.company, 'Nhà xe Minh Phát');
  return ev;
}

describe('sales settlement report', () => {
  it('starts on today; routes, plate and print wait for a company', async () => {
    renderScreen();
    // DD/MM/YYYY, whatever the browser's language (issue 11: a date picker, no longer the browser's date input).
    await waitFor(() => expect((screen.getByLabelText(new RegExp(`^${L.date}`), { selector: 'input' }) as HTMLInputElement).value).toBe(formatDate(toYmd())));
    expect(combo(L.routes).disabled).toBe(true);
    expect(combo(L.numberPlate).disabled).toBe(true);
    expect((screen.getByRole('button', { name: L.print }) as HTMLButtonElement).disabled).toBe(true);
    expect(server.calls(P.trips)).toHaveLength(0);
    // The empty table says what it waits for, not just 'Không có dữ liệu'.
    expect(await screen.findByText(L.pickCompany)).toBeTruthy();
    await chooseCompany();
    await waitFor(() => expect(combo(L.routes).disabled).toBe(false));
    expect(screen.queryByText(L.pickCompany)).toBeNull();
    expect(combo(L.numberPlate).disabled).toBe(false);
    await totalsCalls(1);
  });

  it('lists the settled trips with their totals; the totals row is the sum of the rows', async () => {
    renderScreen();
    await chooseCompany();
    await screen.findByText('51B-222.22');
    expect(server.calls(P.trips)[0]!.body).toEqual({ page: 0, count: 100, date: Number(toYmd()), companyId: 'c-minhphat', routeIds: [], numberPlate: null });
    expect(server.calls(P.totals)[0]!.body).toEqual({ tripIds: ['t-1', 't-2'] });
    const row1 = (await screen.findByText('51B-111.11')).closest('[role="row"]') as HTMLElement;
    await waitFor(() => expect(row1.textContent).toContain('1.050.000 đ'));
    expect(row1.textContent).toContain('06:00 Bến xe Miền Đông - Đà Lạt');
    expect(row1.textContent).toContain('1.032.500 đ');
    const totals = screen.getByTestId('data-table-totals');
    expect(totals.textContent).toContain('6');
    expect(totals.textContent).toContain('2.040.000 đ');
    expect(totals.textContent).toContain('67.000 đ');
    expect(totals.textContent).toContain('1.973.000 đ');
    expect((screen.getByRole('button', { name: L.print }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('sends the chosen routes (only the company’s are offered)', async () => {
    renderScreen();
    const ev = await chooseCompany();
    await waitFor(() => expect(combo(L.routes).disabled).toBe(false));
    const option = await openList(L.routes, 'Bến xe Miền Đông - Đà Lạt');
    expect(within(option.closest('[role="listbox"]') as HTMLElement).queryByText('Tuyến nhà xe khác')).toBeNull();
    await ev.click(option);
    await waitFor(() => expect(server.calls(P.trips).at(-1)!.body).toMatchObject({ routeIds: ['r-mdong-dalat'] }));
    await totalsCalls(2);
  });

  it('a failed trip list says so and shows no rows', async () => {
    server.on(P.trips, () => ({ status: 500, message: 'x' }));
    renderScreen();
    await chooseCompany();
    expect(await screen.findByText(MSG.saleReport.tripsFailed)).toBeTruthy();
    expect(server.calls(P.totals)).toHaveLength(0);
    expect((screen.getByRole('button', { name: L.print }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('failed totals say so and every total reads 0', async () => {
    server.on(P.totals, () => ({ status: 500, message: 'x' }));
    renderScreen();
    await chooseCompany();
    expect(await screen.findByText(MSG.saleReport.totalsFailed)).toBeTruthy();
    await screen.findByText('51B-111.11');
    const totals = screen.getByTestId('data-table-totals');
    expect(totals.textContent).not.toMatch(/[1-9]/);
  });

  it('clicking a trip opens its sale report with the four sale types', async () => {
    renderScreen();
    await chooseCompany();
    await totalsCalls(1);
    await userEvent.setup().click(await screen.findByText('51B-222.22'));
    const dialog = await screen.findByRole('dialog', { name: MSG.settlement.title });
    for (const label of Object.values(SALE_TYPE_LABELS)) expect(await within(dialog).findByText(label)).toBeTruthy();
  });
});
