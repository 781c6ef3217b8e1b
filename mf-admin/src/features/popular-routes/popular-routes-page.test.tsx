import { MSG, popularRoutesEndpoint, searchCompanyV2Endpoint, searchRouteEndpoint, setPopularRoutesEndpoint, type TRouteOption } from '@busdesk/api-contract';
import { BusdeskProviders } from '@busdesk/shared-kit';
import { tryToLeave, type FixtureHandler } from '@busdesk/shared-kit/test-support';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signInAs } from '../../test-support/admin-session';
import { fixturePath as path, useFixtureScreen } from '../../test-support/fixture-screen';
import { POPULAR_LABELS as L } from './labels';
import { PopularRoutesPage } from './popular-routes-page';

const P = { routes: path(searchRouteEndpoint), popular: path(popularRoutesEndpoint), save: path(setPopularRoutesEndpoint), companies: path(searchCompanyV2Endpoint) };

const route = (i: number, companyId = 'c-mp', companyName = 'Nhà xe Minh Phát'): TRouteOption => ({
  id: `r-${String(i).padStart(2, '0')}`,
  name: `Bến xe Miền Đông - Điểm ${String(i).padStart(2, '0')}`,
  nameShort: null,
  companyId,
  companyName,
  pointIds: [],
});
/** 55 routes: 52 of Minh Phát, 3 of Đông Hải (Cần Thơ). */
const ROUTES = [
  ...Array.from({ length: 52 }, (_, i) => route(i + 1)),
  { ...route(53, 'c-dh', 'Nhà xe Đông Hải'), name: 'Bến xe Miền Tây - Cần Thơ' },
  { ...route(54, 'c-dh', 'Nhà xe Đông Hải'), name: 'Bến xe Miền Tây - Cà Mau' },
  { ...route(55, 'c-dh', 'Nhà xe Đông Hải'), name: 'Bến xe Miền Tây - Sóc Trăng' },
];
const company = (id: string, name: string) => ({ id, name, isNotUsingAv: false, companyPhoneNumber: null, debtLimit: null, currentDebt: null });

const routes = (popular: string[] = ['r-02', 'r-53']): Record<string, FixtureHandler> => ({
  [P.routes]: () => ({ results: { routes: ROUTES } }),
  [P.popular]: () => ({ results: { routes: popular.map((id, position) => ({ ...ROUTES.find((r) => r.id === id)!, position })) } }),
  [P.companies]: () => ({ results: { companies: [company('c-mp', 'Nhà xe Minh Phát'), company('c-dh', 'Nhà xe Đông Hải')] } }),
  [P.save]: (r) => ({ results: { routes: (r.body as { routeIds: string[] }).routeIds.map((id, position) => ({ ...ROUTES.find((x) => x.id === id)!, position })) } }),
});

const server = useFixtureScreen(() => routes());

const renderScreen = () =>
  render(
    <BusdeskProviders>
      <PopularRoutesPage />
    </BusdeskProviders>,
  );
const tick = (name: string) => screen.getByRole('checkbox', { name: L.selectRoute(name) }) as HTMLInputElement;
const counter = () => screen.getByTestId('popular-counter').textContent;


describe('PopularRoutesPage', () => {
  it('loads the routes and the saved popular ones (page 0, count 50), 20 a page, with the counter', async () => {
    renderScreen();
    expect(await screen.findByText('Bến xe Miền Đông - Điểm 01')).toBeTruthy();
    await waitFor(() => expect(counter()).toBe('Đã chọn 2 /50 tuyến'));
    expect(server.calls(P.popular)[0]?.body).toEqual({ page: 0, count: 50 });
    expect(tick('Bến xe Miền Đông - Điểm 02').checked).toBe(true);
    expect(tick('Bến xe Miền Đông - Điểm 03').checked).toBe(false);
    expect(screen.getByText('1–20 trên 55')).toBeTruthy();
  });

  it('filters by route name (no diacritics needed) and by company', async () => {
    const user = userEvent.setup();
    renderScreen();
    await screen.findByText('Bến xe Miền Đông - Điểm 01');
    await user.type(screen.getByLabelText(L.routeName), 'mien tay');
    await waitFor(() => expect(screen.queryByText('Bến xe Miền Đông - Điểm 01')).toBeNull());
    expect(screen.getByText('Bến xe Miền Tây - Cà Mau')).toBeTruthy();
    expect(screen.getByText('1–3 trên 3')).toBeTruthy();
    await user.clear(screen.getByLabelText(L.routeName));
    await user.click(await screen.findByRole('combobox', { name: L.companies }));
    await user.click(await screen.findByRole('option', { name: /Nhà xe Đông Hải/ }));
    await waitFor(() => expect(screen.getByText('1–3 trên 3')).toBeTruthy());
    expect(screen.queryByText('Bến xe Miền Đông - Điểm 01')).toBeNull();
  });

  it('ticks and unticks, then Update saves the list in order with the seed’s success text', async () => {
    const user = userEvent.setup();
    renderScreen();
    await waitFor(() => expect(counter()).toBe('Đã chọn 2 /50 tuyến'));
    await user.click(tick('Bến xe Miền Đông - Điểm 05'));
    await user.click(tick('Bến xe Miền Đông - Điểm 02'));
    expect(counter()).toBe('Đã chọn 2 /50 tuyến');
    await user.click(screen.getByRole('button', { name: L.update }));
    expect(await screen.findByText(MSG.popularRoute.updateSuccess)).toBeTruthy();
    expect(server.calls(P.save)[0]?.body).toEqual({ routeIds: ['r-53', 'r-05'] });
  });

  it('asks before unsaved ticks are left (ADR 0119), and not once they are saved', async () => {
    const user = userEvent.setup();
    renderScreen();
    await waitFor(() => expect(counter()).toBe('Đã chọn 2 /50 tuyến'));
    expect(tryToLeave()).toBe(false);
    await user.click(tick('Bến xe Miền Đông - Điểm 05'));
    expect(tryToLeave()).toBe(true);
    await user.click(await screen.findByRole('button', { name: MSG.common.unsavedChanges.stay }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(tick('Bến xe Miền Đông - Điểm 05').checked).toBe(true);
    await user.click(screen.getByRole('button', { name: L.update }));
    expect(await screen.findByText(MSG.popularRoute.updateSuccess)).toBeTruthy();
    expect(tryToLeave()).toBe(false);
  });

  it('stops at 50: the other ticks are disabled, and a refusal from the server is shown with its reason', async () => {
    server.on(P.popular, routes(ROUTES.slice(0, 49).map((r) => r.id))[P.popular]!);
    const user = userEvent.setup();
    renderScreen();
    await waitFor(() => expect(counter()).toBe('Đã chọn 49 /50 tuyến'));
    // Page 3 holds routes 41–55.
    await user.click(screen.getByRole('button', { name: 'Tới trang tiếp theo' }));
    await user.click(screen.getByRole('button', { name: 'Tới trang tiếp theo' }));
    await user.click(tick('Bến xe Miền Đông - Điểm 50'));
    expect(counter()).toBe('Đã chọn 50 /50 tuyến');
    expect(tick('Bến xe Miền Đông - Điểm 51').disabled).toBe(true);
    expect(tick('Bến xe Miền Đông - Điểm 50').disabled).toBe(false);
    await user.click(tick('Bến xe Miền Đông - Điểm 50'));
    expect(tick('Bến xe Miền Đông - Điểm 51').disabled).toBe(false);

    server.on(P.save, () => ({ status: 400, message: MSG.popularRoute.tooMany(50) }));
    await user.click(screen.getByRole('button', { name: L.update }));
    expect(await screen.findByText(MSG.popularRoute.updateFailed(MSG.popularRoute.tooMany(50)))).toBeTruthy();
  });

  it('says the route search failed with the seed’s texts', async () => {
    server.on(P.routes, () => ({ status: 500, message: 'mất kết nối' }));
    renderScreen();
    expect(await screen.findByText('Lỗi tìm tuyến — Tìm tuyến thất bại mất kết nối')).toBeTruthy();
  });

  it('a STAFF user sees the ticks but cannot change or save them', async () => {
    signInAs('STAFF');
    renderScreen();
    await waitFor(() => expect(counter()).toBe('Đã chọn 2 /50 tuyến'));
    expect(tick('Bến xe Miền Đông - Điểm 02').disabled).toBe(true);
    expect((screen.getByRole('button', { name: L.update }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(document.body).getByText(L.adminOnly)).toBeTruthy();
  });
});
