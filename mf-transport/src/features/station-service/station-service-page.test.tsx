import { PartnerType } from '@busdesk/api-contract';
import { BusdeskProviders } from '@busdesk/shared-kit';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TRANSPORT_LABELS } from '../../messages';
import { fakeTransportServices, type FakeTransportServices } from '../../test-support/fake-transport-services';
import { signInStation } from '../../test-support/story-session';
import { stationUserFixture, todayAt } from '../../test-support/transport-fixtures';
import { STATION_LINKS } from './components/station-service-panel';
import { StationServicePage } from './station-service-page';

vi.setConfig({ testTimeout: 30_000 });
afterEach(cleanup);
const later = { timeout: 20_000 };
const L = TRANSPORT_LABELS.station;

function setup(services: FakeTransportServices = fakeTransportServices()) {
  signInStation();
  render(
    <BusdeskProviders>
      <StationServicePage services={services} />
    </BusdeskProviders>,
  );
  return services;
}

describe('StationServicePage', () => {
  it('shows the banner and a notice with the partner name that stands still for reduced motion', async () => {
    setup();
    expect(screen.getByRole('region', { name: L.bannerTitle }).textContent).toContain(L.banner);
    const notice = screen.getByRole('marquee', { name: L.marqueeLabel });
    expect(notice.textContent).toBe(L.marquee('Bến xe Miền Đông'));
    const css = [...document.querySelectorAll('style')].map((s) => s.textContent).join('\n');
    expect(css).toMatch(/prefers-reduced-motion:\s*reduce\)\s*\{[^}]*animation:\s*none/);
  });

  it('tells an agency that is not a station who signs, instead of inviting it to sign', async () => {
    const base = stationUserFixture();
    signInStation({ ...base, partner: { ...base.partner, id: 'p-saoviet', name: 'Đại lý vé xe Sao Việt', code: 'DLSV-01', partnerType: PartnerType.AGENCY } });
    render(
      <BusdeskProviders>
        <StationServicePage services={fakeTransportServices()} />
      </BusdeskProviders>,
    );
    const notice = screen.getByRole('marquee', { name: L.marqueeLabel });
    expect(notice.textContent).toBe(L.agencyMarquee('Đại lý vé xe Sao Việt'));
    expect(notice.textContent).not.toContain('ký duyệt lệnh vận chuyển điện tử ngay');
  });

  it("lists today's departures (00:00:00–23:59:00) — every trip leaving the station, with its order status or 'Chưa có lệnh'", async () => {
    const services = setup();
    const table = await screen.findByRole('table', { name: L.today }, later);
    expect(services.calls[0]).toEqual({ op: 'departures', request: { startTime: todayAt(0, 0), endTime: todayAt(23, 59) } });
    const rows = within(table).getAllByRole('row').slice(1);
    // Five orders leave Bến xe Miền Đông (or its child station) today, and two departures have none yet.
    expect(rows.map((r) => r.getAttribute('data-order'))).toEqual(['lvc-001', 'lvc-002', 'none', 'lvc-003', 'lvc-006', 'lvc-008', 'none']);
    expect(screen.getByText(L.todayCount(7, 2))).toBeTruthy();
    const first = rows[0]!;
    expect(within(first).getByText('06:30')).toBeTruthy();
    expect(within(first).getByText('LVC-0001')).toBeTruthy();
    await waitFor(() => expect([...first.querySelectorAll('[data-status-color]')].map((e) => e.getAttribute('data-status-color'))).toEqual(['green', 'orange', 'orange']), later);
    const none = rows[2]!;
    expect(within(none).getByText('08:00')).toBeTruthy();
    expect(within(none).getByText('Bến xe Miền Đông - Buôn Ma Thuột')).toBeTruthy();
    expect(within(none).getByText(L.noOrder)).toBeTruthy();
    expect(within(none).getByText('51B-777.01')).toBeTruthy();
    expect(none.querySelectorAll('[data-status-color]')).toHaveLength(0);
    expect(within(rows[3]!).getByText('50%')).toBeTruthy();
    // An order departing from another station is not one of this station's departures.
    expect(within(table).queryByText('LVC-0004')).toBeNull();
  });

  it('links to the signing list, sales and reports, moving inside the portal', async () => {
    setup();
    const nav = within(screen.getByRole('navigation', { name: L.panel }));
    expect(nav.getByRole('link', { name: new RegExp(`^${L.signList}`) }).getAttribute('href')).toBe(STATION_LINKS.signList);
    expect(nav.getByRole('link', { name: new RegExp(`^${L.sales}`) }).getAttribute('href')).toBe('/book-ticket');
    expect(nav.getByRole('link', { name: new RegExp(`^${L.reports}`) }).getAttribute('href')).toMatch(/^\/report\//);
    await userEvent.click(nav.getByRole('link', { name: new RegExp(`^${L.signList}`) }));
    expect(window.location.pathname).toBe('/transport');
  });

  it('says when nothing departs today, and when the departures cannot be read', async () => {
    setup(fakeTransportServices({ orders: [], departuresWithoutOrder: [] }));
    expect(await screen.findByText(L.todayEmpty, {}, later)).toBeTruthy();
    cleanup();
    setup(fakeTransportServices({ fail: ['departures'] }));
    expect(await screen.findByText('Không kết nối được máy chủ', {}, later)).toBeTruthy();
  });
});
