import { listPartnerCompaniesEndpoint, MSG, simulatorAuthoriseEndpoint, simulatorCompaniesEndpoint, updatePartnerCompaniesEndpoint, type TPartnerCompany } from '@busdesk/api-contract';
import { bus, BusdeskProviders } from '@busdesk/shared-kit';
import type { FixtureHandler } from '@busdesk/shared-kit/test-support';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signInAs } from '../../test-support/admin-session';
import { expectGuardedEditDialog } from '../../test-support/expect-guarded-edit-dialog';
import { FAKE_SIMULATOR_COMPANIES } from '../../test-support/fake-company-services';
import { fixturePath as path, useFixtureScreen } from '../../test-support/fixture-screen';
import { CompaniesPage } from './companies-page';
import { COMPANY_LABELS as L } from './labels';

const P = { list: path(listPartnerCompaniesEndpoint), update: path(updatePartnerCompaniesEndpoint), simCompanies: path(simulatorCompaniesEndpoint), simulate: path(simulatorAuthoriseEndpoint) };

const link = (i: number, name: string, over: Partial<TPartnerCompany> = {}): TPartnerCompany => ({
  id: `pc-${i}`,
  companyId: `c-${i}`,
  partnerId: 'p1',
  approvedStatus: 'approved',
  company: { companyName: name, isNotUsingAv: false, companyPhoneNumber: `0283812345${i}` },
  debtLimit: 200_000_000,
  currentDebt: 12_000_000,
  ...over,
});
const LINKS = [
  link(1, 'Nhà xe Minh Phát'),
  link(2, 'Nhà xe Đông Hải', { debtLimit: 1_500_000_000 }),
  link(3, 'Xe khách Tân Việt', { approvedStatus: 'pending', company: { companyName: 'Xe khách Tân Việt', isNotUsingAv: true, companyPhoneNumber: null } }),
];

const routes = (): Record<string, FixtureHandler> => ({
  [P.list]: () => ({ results: { data: LINKS, total: 23, current: 1 } }),
  [P.update]: (r) => ({ results: { partnerCompanies: (r.body as { partnerCompanies: Array<{ companyId: string }> }).partnerCompanies.map((p) => LINKS.find((l) => l.companyId === p.companyId)) } }),
});

const server = useFixtureScreen(routes);

const renderScreen = () =>
  render(
    <BusdeskProviders>
      <CompaniesPage />
    </BusdeskProviders>,
  );
const lastList = () => server.calls(P.list).at(-1)?.body as Record<string, unknown>;
const rowOf = (name: string) => screen.getByText(name).closest('[role="row"]') as HTMLElement;

describe('CompaniesPage', () => {
  it('shows page 1 of 20 sorted by id with the statuses, and the debt cap with +', async () => {
    renderScreen();
    expect(await screen.findByText('Nhà xe Đông Hải')).toBeTruthy();
    expect(lastList()).toEqual({ current: 1, pageSize: 20, isNotUsingAv: null, filter: { approvedStatus: null }, sort: 'id.asc' });
    expect(within(rowOf('Nhà xe Đông Hải')).getByText('1.000.000.000+ đ')).toBeTruthy();
    expect(within(rowOf('Nhà xe Minh Phát')).getByText('200.000.000 đ')).toBeTruthy();
    expect(within(rowOf('Xe khách Tân Việt')).getByText('Chờ duyệt')).toBeTruthy();
    expect(within(rowOf('Xe khách Tân Việt')).getByText('Chưa sử dụng')).toBeTruthy();
    expect(within(rowOf('Nhà xe Minh Phát')).getByText('Đã duyệt')).toBeTruthy();
    expect(screen.getByText('1–20 trên 23')).toBeTruthy();
  });

  it('sends the usage and approval filters, and the name once typing pauses', async () => {
    const user = userEvent.setup();
    renderScreen();
    await screen.findByText('Nhà xe Minh Phát');
    await user.click(screen.getByLabelText(L.approval));
    await user.click(await screen.findByRole('option', { name: 'Từ chối' }));
    await waitFor(() => expect(lastList()).toMatchObject({ filter: { approvedStatus: 'rejected' }, current: 1 }));
    await user.click(screen.getByLabelText(L.usage));
    await user.click(await screen.findByRole('option', { name: 'Chưa sử dụng' }));
    await waitFor(() => expect(lastList()).toMatchObject({ isNotUsingAv: true, filter: { approvedStatus: 'rejected' } }));
    const before = server.calls(P.list).length;
    await user.type(screen.getByLabelText(L.keyword), 'dong hai');
    await waitFor(() => expect(lastList()).toMatchObject({ keyword: 'dong hai' }));
    // One search for the whole word, not one per key.
    expect(server.calls(P.list).length).toBe(before + 1);
  });

  it('selects rows by clicking, several at once, and the Update dialog saves approval for all of them', async () => {
    const user = userEvent.setup();
    renderScreen();
    await user.click(await screen.findByText('Nhà xe Minh Phát'));
    await user.click(screen.getByText('Xe khách Tân Việt'));
    expect(screen.getByText(L.selected(2))).toBeTruthy();
    // A second click on a row takes it out again.
    await user.click(screen.getByText('Nhà xe Đông Hải'));
    await user.click(screen.getByText('Nhà xe Đông Hải'));
    expect(screen.getByText(L.selected(2))).toBeTruthy();

    await user.click(screen.getByRole('button', { name: L.update }));
    const dialog = await screen.findByRole('dialog', { name: L.dialogTitle(2) });
    expect(within(dialog).getByText('Nhà xe Minh Phát, Xe khách Tân Việt')).toBeTruthy();
    // Nothing chosen: said so, nothing sent.
    await user.click(within(dialog).getByRole('button', { name: L.save }));
    expect(within(dialog).getByText(MSG.company.nothingToSet)).toBeTruthy();
    expect(server.calls(P.update)).toHaveLength(0);

    await user.click(within(dialog).getByLabelText(L.approval));
    await user.click(await screen.findByRole('option', { name: 'Từ chối' }));
    const listsBefore = server.calls(P.list).length;
    await user.click(within(dialog).getByRole('button', { name: L.save }));
    expect(await screen.findByText(MSG.company.updateSuccess)).toBeTruthy();
    expect(server.calls(P.update)[0]?.body).toEqual({
      partnerCompanies: [
        { companyId: 'c-1', partnerId: 'p1', approvedStatus: 'rejected' },
        { companyId: 'c-3', partnerId: 'p1', approvedStatus: 'rejected' },
      ],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText(L.selectHint)).toBeTruthy();
    await waitFor(() => expect(server.calls(P.list).length).toBe(listsBefore + 1));
  });

  it("a status chosen in the Update dialog is not lost to Back, the menu, a click beside it or Escape; 'Hủy' discards (ADR 0119)", async () => {
    const user = userEvent.setup();
    renderScreen();
    await user.click(await screen.findByText('Nhà xe Minh Phát'));
    await expectGuardedEditDialog({
      user,
      open: async () => {
        await user.click(screen.getByRole('button', { name: L.update }));
        return screen.findByRole('dialog', { name: L.dialogTitle(1) });
      },
      edit: async (dialog) => {
        await user.click(within(dialog).getByLabelText(L.approval));
        await user.click(await screen.findByRole('option', { name: 'Từ chối' }));
      },
      kept: (dialog) => within(dialog).getByLabelText(L.approval).textContent === 'Từ chối',
    });
    expect(server.calls(P.update)).toHaveLength(0);
  }, 30_000);

  it('says the update failed and keeps the dialog open', async () => {
    server.on(P.update, () => ({ status: 500, message: 'Lỗi máy chủ' }));
    const user = userEvent.setup();
    renderScreen();
    await user.click(await screen.findByText('Nhà xe Minh Phát'));
    await user.click(screen.getByRole('button', { name: L.update }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByLabelText(L.usage));
    await user.click(await screen.findByRole('option', { name: 'Chưa sử dụng' }));
    await user.click(within(dialog).getByRole('button', { name: L.save }));
    expect(await screen.findByText(MSG.company.updateFailed)).toBeTruthy();
    expect(server.calls(P.update)[0]?.body).toEqual({ partnerCompanies: [{ companyId: 'c-1', partnerId: 'p1', isNotUsingAv: true }] });
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('says the search failed with the seed’s texts', async () => {
    server.on(P.list, () => ({ status: 500, message: 'mất kết nối' }));
    renderScreen();
    expect(await screen.findByText('Lỗi tìm nhà xe — Kết nối tìm kiếm thất bại: mất kết nối')).toBeTruthy();
  });

  it('a STAFF user reads the list but cannot update', async () => {
    signInAs('STAFF');
    const user = userEvent.setup();
    renderScreen();
    await user.click(await screen.findByText('Nhà xe Minh Phát'));
    expect((screen.getByRole('button', { name: L.update }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(L.adminOnly)).toBeTruthy();
  });

  it('reads the shown page again when the agency’s companies change elsewhere (a company’s authorisation)', async () => {
    renderScreen();
    await screen.findByText('Nhà xe Minh Phát');
    await waitFor(() => expect(server.calls(P.list)).toHaveLength(1));
    bus.tickets$.next({ type: 'changed-tickets', tickets: [] });
    bus.tickets$.next({ type: 'partner-companies-changed', companyIds: ['c-9'] });
    await waitFor(() => expect(server.calls(P.list)).toHaveLength(2));
    // Only the companies' event reloads (a ticket event did not).
    await new Promise((r) => setTimeout(r, 200));
    expect(server.calls(P.list)).toHaveLength(2);
  });

  it('offers no company simulator where the server has none (404), nor to STAFF', async () => {
    renderScreen();
    await screen.findByText('Nhà xe Minh Phát');
    await waitFor(() => expect(server.calls(P.simCompanies)).toHaveLength(1));
    expect(screen.queryByRole('button', { name: L.simulate })).toBeNull();
    cleanup();
    server.on(P.simCompanies, () => ({ results: { companies: FAKE_SIMULATOR_COMPANIES } }));
    signInAs('STAFF');
    renderScreen();
    await screen.findByText('Nhà xe Minh Phát');
    expect(server.calls(P.simCompanies)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: L.simulate })).toBeNull();
  });

  it("lets the ADMIN play a company in the demo: its routes chosen, the signed authorisation sent, the outcome said", async () => {
    server.on(P.simCompanies, () => ({ results: { companies: FAKE_SIMULATOR_COMPANIES } }));
    server.on(P.simulate, (r) => ({
      results: { status: 200, authorisation: { companyId: 'c-donghai', partnerId: 'p1', approvedStatus: 'pending', routeIds: (r.body as { routeIds: string[] }).routeIds }, message: null },
    }));
    const user = userEvent.setup();
    renderScreen();
    await user.click(await screen.findByRole('button', { name: L.simulate }));
    const dialog = await screen.findByRole('dialog', { name: L.simulatorTitle });
    // No route chosen: said so, nothing sent.
    await user.click(within(dialog).getByRole('button', { name: L.simulatorSend }));
    expect(within(dialog).getByText(L.simulatorNoRoute)).toBeTruthy();
    expect(server.calls(P.simulate)).toHaveLength(0);
    await user.click(within(dialog).getByLabelText('Bến xe Miền Tây - Cần Thơ'));
    await user.click(within(dialog).getByRole('button', { name: L.simulatorSend }));
    expect(await screen.findByText(L.simulatorPending('Nhà xe Đông Hải'))).toBeTruthy();
    expect(server.calls(P.simulate)[0]?.body).toEqual({ companyId: 'c-donghai', routeIds: ['r-mtay-cantho'] });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("routes ticked in the simulator are not lost to Back, the menu, a click beside it or Escape; 'Hủy' discards (ADR 0119)", async () => {
    server.on(P.simCompanies, () => ({ results: { companies: FAKE_SIMULATOR_COMPANIES } }));
    const user = userEvent.setup();
    renderScreen();
    await screen.findByRole('button', { name: L.simulate });
    await expectGuardedEditDialog({
      user,
      open: async () => {
        await user.click(screen.getByRole('button', { name: L.simulate }));
        return screen.findByRole('dialog', { name: L.simulatorTitle });
      },
      edit: async (dialog) => {
        await user.click(within(dialog).getByLabelText('Bến xe Miền Tây - Cần Thơ'));
      },
      kept: (dialog) => (within(dialog).getByLabelText('Bến xe Miền Tây - Cần Thơ') as HTMLInputElement).checked,
    });
    expect(server.calls(P.simulate)).toHaveLength(0);
  }, 30_000);

  it("says what the company API refused and keeps the simulator open", async () => {
    server.on(P.simCompanies, () => ({ results: { companies: FAKE_SIMULATOR_COMPANIES } }));
    server.on(P.simulate, () => ({ results: { status: 400, authorisation: null, message: 'Tuyến không thuộc nhà xe: r-x' } }));
    const user = userEvent.setup();
    renderScreen();
    await user.click(await screen.findByRole('button', { name: L.simulate }));
    const dialog = await screen.findByRole('dialog', { name: L.simulatorTitle });
    await user.click(within(dialog).getByLabelText(L.simulatorCompany));
    await user.click(await screen.findByRole('option', { name: 'Xe khách Tân Việt Express' }));
    await user.click(within(dialog).getByLabelText('Bến xe Gia Lâm - Hải Phòng'));
    await user.click(within(dialog).getByRole('button', { name: L.simulatorSend }));
    expect(await screen.findByText(L.simulatorFailed('Tuyến không thuộc nhà xe: r-x'))).toBeTruthy();
    expect(server.calls(P.simulate)[0]?.body).toEqual({ companyId: 'c-tanviet', routeIds: ['r-gialam-haiphong'] });
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
