import { MSG, TRANSPORT_SIGN_STATUS_LABELS, type TTransportOrderListRequest } from '@busdesk/api-contract';
import { BusdeskProviders, LABELS } from '@busdesk/shared-kit';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TRANSPORT_LABELS } from '../../messages';
import { fakeTransportServices, type FakeTransportServices } from '../../test-support/fake-transport-services';
import { signInStation, signOut } from '../../test-support/story-session';
import { STATIONS, stationUserFixture, todayAt } from '../../test-support/transport-fixtures';
import { RESULT_RELOAD_DELAY_MS, SignListPage } from './sign-list-page';

vi.setConfig({ testTimeout: 60_000 });
afterEach(cleanup);
const L = TRANSPORT_LABELS.signList;
const later = { timeout: 15_000 };

function setup(services: FakeTransportServices = fakeTransportServices(), session: 'station' | 'none' = 'station') {
  if (session === 'station') signInStation();
  else signOut();
  render(
    <BusdeskProviders>
      <SignListPage services={services} />
    </BusdeskProviders>,
  );
  return services;
}

const grid = () => screen.findByRole('grid', { name: L.tableLabel }, later);
const dataRows = (g: HTMLElement) => within(g).getAllByRole('row').filter((r) => r.getAttribute('data-id'));
const rowOf = async (code: string) => {
  const g = await grid();
  await waitFor(() => expect(within(g).getByText(code)).toBeTruthy(), later);
  return within(g).getByText(code).closest('[role="row"]') as HTMLElement;
};
const lists = (s: FakeTransportServices) => s.calls.filter((c): c is { op: 'list'; request: TTransportOrderListRequest } => c.op === 'list');
/** The colour of each tag in a row, in column order (company, departure, arrival). */
const tagColors = (row: HTMLElement) => [...row.querySelectorAll('[data-status-color]')].map((e) => e.getAttribute('data-status-color'));

describe('SignListPage', () => {
  it("asks today's departures from 00:00:00 to 23:59:00 with every status, and lists them earliest first", async () => {
    const services = setup();
    const g = await grid();
    await waitFor(() => expect(dataRows(g)).toHaveLength(8), later);
    expect(lists(services)[0]!.request).toEqual({
      startTime: todayAt(0, 0),
      endTime: todayAt(23, 59),
      companyId: null,
      code: null,
      numberPlate: null,
      companyStatus: undefined,
      stationUpStatus: undefined,
      stationDownStatus: undefined,
    });
    // index, code (the id when the XML had none), departure as HH:mm DD/MM/YYYY.
    const noCode = services.orders.find((o) => o.code === null)!;
    const row = await rowOf(noCode.id);
    expect(within(row).getByText('5')).toBeTruthy();
    expect(row.textContent).toMatch(/10:30 \d{2}\/\d{2}\/\d{4}/);
  });

  it("adds no main landmark of its own: the portal's content slot is the page's one main", async () => {
    setup();
    await grid();
    expect(screen.queryAllByRole('main')).toHaveLength(0);
  });

  it('sends the filters trimmed, the chosen company and statuses, and shows only what matches', async () => {
    const services = setup();
    await rowOf('LVC-0001');
    const bar = within(screen.getByRole('search', { name: L.filterLabel }));
    await userEvent.type(bar.getByRole('textbox', { name: L.code }), '  LVC-0002  ');
    await userEvent.type(bar.getByRole('textbox', { name: L.numberPlate }), ' 51B ');
    await userEvent.click(bar.getByRole('combobox', { name: L.company }));
    await userEvent.click(await screen.findByRole('option', { name: 'Nhà xe Minh Phát Limousine' }));
    await userEvent.click(bar.getByRole('combobox', { name: L.upStatus }));
    await userEvent.click(await screen.findByRole('option', { name: TRANSPORT_SIGN_STATUS_LABELS[2] }));
    await userEvent.click(bar.getByRole('combobox', { name: L.companyStatus }));
    await userEvent.click(await screen.findByRole('option', { name: TRANSPORT_SIGN_STATUS_LABELS[3] }));
    await userEvent.click(bar.getByRole('button', { name: MSG.transport.fetch }));
    await waitFor(() => expect(lists(services)).toHaveLength(2), later);
    expect(lists(services)[1]!.request).toMatchObject({
      code: 'LVC-0002',
      numberPlate: '51B',
      companyId: 'c-minhphat',
      companyStatus: 3,
      stationUpStatus: 2,
      stationDownStatus: undefined,
    });
    const g = await grid();
    await waitFor(() => expect(dataRows(g).map((r) => within(r).queryByText('LVC-0002') !== null)).toEqual([true]), later);
  });

  it('colours each tag by its status (0 red, 1 orange, 2 and 3 green, other grey) and names the stations', async () => {
    setup();
    const waiting = await rowOf('LVC-0001'); // 3 / 1 / 1
    await waitFor(() => expect(tagColors(waiting)).toEqual(['green', 'orange', 'orange']), later);
    expect(within(waiting).getByText(STATIONS.mienDong.name)).toBeTruthy();
    expect(within(waiting).getByText(STATIONS.daLat.name)).toBeTruthy();
    expect(within(waiting).getByText(TRANSPORT_SIGN_STATUS_LABELS[3])).toBeTruthy();
    await waitFor(async () => expect(tagColors(await rowOf('LVC-0002'))).toEqual(['green', 'green', 'orange']), later); // 3 / 2 / 1
    await waitFor(async () => expect(tagColors(await rowOf('LVC-0007'))).toEqual(['red', 'red', 'red']), later); // 0 / 0 / 0
    await waitFor(async () => expect(tagColors(await rowOf('LVC-0008'))).toEqual(['green', 'grey', 'orange']), later); // 3 / 9 / 1
    // The station tag says its status in words too (hidden text), not by colour alone.
    expect((await rowOf('LVC-0007')).textContent).toContain(`${STATIONS.canTho.name}: ${TRANSPORT_SIGN_STATUS_LABELS[0]}`);
  });

  it('fills the transmission bar 0 / 50 / 100 % by the stations at 3, and lists each attempt in its tooltip', async () => {
    setup();
    const percent = async (code: string) => (await rowOf(code)).querySelector('[data-progress]')?.getAttribute('data-progress');
    expect(await percent('LVC-0002')).toBe('0'); // 2 / 1
    expect(await percent('LVC-0003')).toBe('50'); // 3 / 1
    expect(await percent('LVC-0004')).toBe('100'); // 3 / 3
    const bar = (await rowOf('LVC-0002')).querySelector('[data-progress]') as HTMLElement;
    expect(within(bar).getByRole('progressbar', { name: L.progress(0) })).toBeTruthy();
    // The bar takes keyboard focus (its tooltip opens for the keyboard too); hovering shows 'Lần n: message', 'null' skipped.
    expect(bar.tabIndex).toBe(0);
    await userEvent.hover(bar);
    const tip = await screen.findByRole('tooltip', {}, later);
    expect([...tip.querySelectorAll('span span')].map((s) => s.textContent)).toEqual([
      'Lần 1: Hết thời gian chờ cổng tiếp nhận',
      'Lần 2: Cổng từ chối: thiếu chữ ký bến đến',
      L.pending,
    ]);
    expect(tip.textContent).not.toContain('null');
  });

  it("offers resend only while either station is not at 3, and says 'Gửi thành công'", async () => {
    const services = setup();
    const done = await rowOf('LVC-0004');
    expect(within(done).queryByRole('button', { name: L.resend('LVC-0004') })).toBeNull();
    const half = await rowOf('LVC-0003');
    await userEvent.click(within(half).getByRole('button', { name: L.resend('LVC-0003') }));
    expect(await screen.findByText(MSG.transport.resendSuccess, {}, later)).toBeTruthy();
    expect(services.calls).toContainEqual({ op: 'resend', id: services.orders.find((o) => o.code === 'LVC-0003')!.id });
  });

  it("shows the server's reason when a resend is refused", async () => {
    setup(fakeTransportServices({ fail: ['resend'] }));
    await userEvent.click(within(await rowOf('LVC-0001')).getByRole('button', { name: L.resend('LVC-0001') }));
    expect(await screen.findByText('Lệnh đã được truyền đủ', {}, later)).toBeTruthy();
  });

  it("offers edit only on orders with a side of the user's station", async () => {
    // A user of Đà Lạt: the Miền Đông Mới → Cần Thơ order has none of its sides.
    const daLat = stationUserFixture({ partnerId: STATIONS.daLat.id });
    signInStation({ ...daLat, partner: { ...daLat.partner, id: STATIONS.daLat.id, name: STATIONS.daLat.name, childrenPartnerId: [] } });
    render(
      <BusdeskProviders>
        <SignListPage services={fakeTransportServices()} />
      </BusdeskProviders>,
    );
    expect(within(await rowOf('LVC-0001')).getByRole('button', { name: L.edit('LVC-0001') })).toBeTruthy();
    expect(within(await rowOf('LVC-0006')).queryByRole('button', { name: L.edit('LVC-0006') })).toBeNull();
  });

  it('edits the arrival side of an order arriving at the station, and reads the list again 1 s later', async () => {
    const services = fakeTransportServices();
    // When the edit was answered and when the list was last asked (a slow machine may pass the second before the
    // success message is found, so the delay is read from these, not from whether the reload has happened yet).
    let editedAt = 0;
    let listedAt = 0;
    const { updateConfirm, list } = services;
    services.updateConfirm = async (request) => {
      const answer = await updateConfirm(request);
      editedAt = Date.now();
      return answer;
    };
    services.list = async (request) => {
      listedAt = Date.now();
      return list(request);
    };
    setup(services);
    await userEvent.click(within(await rowOf('LVC-0004')).getByRole('button', { name: L.edit('LVC-0004') }));
    const dialog = within(await screen.findByRole('dialog', { name: TRANSPORT_LABELS.edit.title('LVC-0004') }, later));
    // Only the arrival: the departure belongs to Đà Lạt.
    expect(dialog.getByRole('combobox', { name: TRANSPORT_LABELS.edit.side }).textContent).toContain(STATIONS.mienDong.name);
    const count = dialog.getByRole('spinbutton', { name: TRANSPORT_LABELS.edit.passengersDown });
    await userEvent.clear(count);
    await userEvent.type(count, '30');
    const before = lists(services).length;
    await userEvent.click(dialog.getByRole('button', { name: TRANSPORT_LABELS.edit.save }));
    expect(await screen.findByText(MSG.transport.editSuccess, {}, later)).toBeTruthy();
    expect(services.calls.find((c) => c.op === 'updateConfirm')).toMatchObject({ request: { partnerType: 'down', numberCustomer: 30 } });
    await waitFor(() => expect(lists(services)).toHaveLength(before + 1), { timeout: RESULT_RELOAD_DELAY_MS + 4000 });
    expect(listedAt - editedAt).toBeGreaterThanOrEqual(RESULT_RELOAD_DELAY_MS - 20);
  });

  it("signs as the departure station from the view dialog, then the list shows 'Đã ký' after its 1 s reload", async () => {
    const services = fakeTransportServices();
    // When the signature was answered and when the list was last asked.
    let signedAt = 0;
    let listedAt = 0;
    const { upSign, list } = services;
    services.upSign = async (id) => {
      const answer = await upSign(id);
      signedAt = Date.now();
      return answer;
    };
    services.list = async (request) => {
      listedAt = Date.now();
      return list(request);
    };
    setup(services);
    await userEvent.click(within(await rowOf('LVC-0001')).getByRole('button', { name: L.view('LVC-0001') }));
    const dialog = within(await screen.findByRole('dialog', {}, later));
    await userEvent.click(await dialog.findByRole('button', { name: MSG.transport.upSign }, later));
    expect(await screen.findByText(MSG.transport.signSuccess, {}, later)).toBeTruthy();
    await waitFor(() => expect(listedAt).toBeGreaterThan(signedAt), { timeout: RESULT_RELOAD_DELAY_MS + 4000 });
    expect(listedAt - signedAt).toBeGreaterThanOrEqual(RESULT_RELOAD_DELAY_MS - 20);
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(async () => expect(tagColors(await rowOf('LVC-0001'))).toEqual(['green', 'green', 'orange']), later);
  });

  it("gives a visitor without a token the list but neither 'Upload XML' nor edit, nor a way into the portal", async () => {
    setup(fakeTransportServices({ user: null }), 'none');
    const row = await rowOf('LVC-0001');
    expect(within(row).queryByRole('button', { name: L.edit('LVC-0001') })).toBeNull();
    expect(screen.queryByRole('button', { name: L.upload })).toBeNull();
    expect(screen.queryByRole('link', { name: LABELS.nav.backHome })).toBeNull();
  });

  it("offers a signed-in user, who has no menus on this standalone page, the way back to the portal's home", async () => {
    setup();
    await grid();
    const home = screen.getByRole('link', { name: LABELS.nav.backHome });
    expect(home.getAttribute('href')).toBe('/book-ticket');
    await userEvent.click(home);
    expect(window.location.pathname).toBe('/book-ticket');
  });

  it("uploads from 'Upload XML' and shows the new order", async () => {
    const services = setup();
    await rowOf('LVC-0001');
    await userEvent.click(screen.getByRole('button', { name: L.upload }));
    const dialog = within(await screen.findByRole('dialog', { name: TRANSPORT_LABELS.create.title }, later));
    await userEvent.type(dialog.getByRole('textbox', { name: TRANSPORT_LABELS.create.code }), 'LVC-0100');
    await userEvent.upload(dialog.getByLabelText(TRANSPORT_LABELS.create.file), new File(['<LenhVanChuyen/>'], 'lenh.xml', { type: 'text/xml' }));
    expect(await screen.findByText(MSG.transport.uploadSuccess, {}, later)).toBeTruthy();
    await rowOf('LVC-0100');
    expect(services.calls.filter((c) => c.op === 'create')).toHaveLength(1);
  });
});
