import { MSG } from '@busdesk/api-contract';
import { BusdeskProviders, LABELS } from '@busdesk/shared-kit';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectGuardedEditDialog } from '../../../test-support/expect-guarded-edit-dialog';
import { fakeTelecomServices, type FakeTelecom } from '../../../test-support/fake-telecom-services';
import { signInAs } from '../../../test-support/story-session';
import { TELECOM_LABELS as L } from '../labels';
import { TelecomNumbersPage } from './telecom-numbers-page';

vi.setConfig({ testTimeout: 60_000 });
// Dialogs, the grid and the confirm dialog load lazily; under a busy machine their chunks take seconds.
const later = { timeout: 10_000 };
afterEach(cleanup);
const F = MSG.telecom.configFields;
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const field = (label: string) => screen.getByLabelText(new RegExp(`^${cap(label).replace(/[()/+.]/g, '\\$&')}`), { selector: 'input' });

function setup(role: 'ADMIN' | 'STAFF', services: FakeTelecom = fakeTelecomServices()) {
  signInAs(role);
  render(
    <BusdeskProviders>
      <TelecomNumbersPage services={services} />
    </BusdeskProviders>,
  );
  return services;
}
// The grid loads lazily (DataTable): the first render waits for its chunk.
const table = () => screen.findByRole('grid', { name: L.tableLabel }, { timeout: 15_000 });

describe('TelecomNumbersPage', () => {
  it('lists the lines with their config but never a secret, and says which secrets are stored', async () => {
    setup('ADMIN');
    const grid = within(await table());
    expect(await grid.findByText('1001', {}, later)).toBeTruthy();
    const row = grid.getByText('1001').closest('[role="row"]') as HTMLElement;
    // Each value under the name the dialog gives its field, never the stored key.
    expect(row.textContent).toContain('Tên miền / máy chủ SIP: pbx.bxmd.vn · Địa chỉ WebSocket (ws:// hoặc wss://): wss://pbx.bxmd.vn:7443');
    expect(row.textContent).toContain(L.secretsStored('Mật khẩu'));
    expect(row.textContent).not.toMatch(/socketUrl|domain|password/);
    expect(document.body.textContent).not.toContain('stored-secret');
  });

  it('ADMIN adds a line: the provider’s fields appear, the shared rules refuse a missing field at that field, then it is created', async () => {
    const services = setup('ADMIN');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: L.add }, later));
    const dialog = within(await screen.findByRole('dialog', { name: L.addTitle }, later));
    await user.click(dialog.getByRole('button', { name: LABELS.actions.save }));
    // Each check's message is under its field, which is marked invalid and takes the focus; no banner above.
    const company = dialog.getByRole('combobox', { name: new RegExp(`^${L.company}`) });
    expect(company.getAttribute('aria-invalid')).toBe('true');
    expect(company.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(company.getAttribute('aria-describedby')!)!.textContent).toBe(MSG.telecom.companyRequired);
    await waitFor(() => expect(document.activeElement).toBe(company));
    expect(dialog.queryByRole('alert')).toBeNull();
    await user.selectOptions(company, 'tc-1');
    // Choosing a company takes its message away.
    expect(dialog.queryByText(MSG.telecom.companyRequired)).toBeNull();
    expect(company.getAttribute('aria-invalid')).toBe('false');
    await user.click(dialog.getByRole('button', { name: LABELS.actions.save }));
    expect(field(L.number).getAttribute('aria-invalid')).toBe('true');
    expect(dialog.getByText(MSG.telecom.numberRequired)).toBeTruthy();
    await user.type(field(L.number), '1005');
    await user.type(field(F.domain), 'pbx.bxmd.vn');
    await user.type(field(F.password), 'Mat-khau-1');
    await user.click(dialog.getByRole('button', { name: LABELS.actions.save }));
    expect(field(F.socketUrl).getAttribute('aria-invalid')).toBe('true');
    expect(dialog.getByText(MSG.telecom.configRequired(F.socketUrl))).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(field(F.socketUrl)));
    expect(field(L.number).getAttribute('aria-invalid')).toBe('false');
    expect(services.lines).toHaveLength(2);
    await user.type(field(F.socketUrl), 'wss://pbx.bxmd.vn:7443');
    await user.click(dialog.getByRole('button', { name: LABELS.actions.save }));
    expect(await screen.findByText(MSG.telecom.createSuccess, {}, later)).toBeTruthy();
    expect(services.lines.find((l) => l.number === '1005')?.config).toEqual({ domain: 'pbx.bxmd.vn', socketUrl: 'wss://pbx.bxmd.vn:7443', password: 'Mat-khau-1' });
    expect(await within(await table()).findByText('1005', {}, later)).toBeTruthy();
  });

  it('STAFF has no add button but edits (an empty password keeps the stored one) and deletes', async () => {
    const services = setup('STAFF');
    const user = userEvent.setup();
    await within(await table()).findByText('1001', {}, later);
    expect(screen.queryByRole('button', { name: L.add })).toBeNull();
    await user.click(screen.getByRole('button', { name: L.edit('1001') }));
    const dialog = within(await screen.findByRole('dialog', { name: L.editTitle('1001') }, later));
    expect((field(F.password) as HTMLInputElement).value).toBe('');
    expect(dialog.getByText(L.secretStored)).toBeTruthy();
    await user.clear(field(F.domain));
    await user.type(field(F.domain), 'pbx2.bxmd.vn');
    await user.click(dialog.getByRole('button', { name: LABELS.actions.save }));
    expect(await screen.findByText(MSG.telecom.updateSuccess, {}, later)).toBeTruthy();
    expect(services.lines.find((l) => l.id === 'tn-1')?.config).toMatchObject({ domain: 'pbx2.bxmd.vn', password: 'stored-secret' });

    await user.click(screen.getByRole('button', { name: L.remove('1002') }));
    await user.click(await screen.findByRole('button', { name: L.deleteButton }, later));
    expect(await screen.findByText(MSG.telecom.deleteSuccess, {}, later)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: L.remove('1002') })).toBeNull(), later);
    expect(services.lines.map((l) => l.id)).toEqual(['tn-1']);
  });

  it('shows the server’s refusal in the dialog, which stays open', async () => {
    setup('ADMIN');
    const user = userEvent.setup();
    await within(await table()).findByText('1001', {}, later);
    await user.click(screen.getByRole('button', { name: L.edit('1001') }));
    const dialog = within(await screen.findByRole('dialog', { name: L.editTitle('1001') }, later));
    await user.clear(field(L.number));
    await user.type(field(L.number), '1002');
    await user.click(dialog.getByRole('button', { name: LABELS.actions.save }));
    expect((await dialog.findByRole('alert', {}, later)).textContent).toBe(MSG.telecom.numberTaken);
    expect(screen.getByRole('dialog', { name: L.editTitle('1001') })).toBeTruthy();
  });

  it("an edited line is not lost to Back, the menu, a click beside the dialog or Escape; 'Hủy' discards (ADR 0119)", async () => {
    const services = setup('ADMIN');
    const user = userEvent.setup();
    await within(await table()).findByText('1001', {}, later);
    await expectGuardedEditDialog({
      user,
      open: async () => {
        await user.click(screen.getByRole('button', { name: L.edit('1001') }));
        return screen.findByRole('dialog', { name: L.editTitle('1001') }, later);
      },
      edit: async () => {
        await user.clear(field(F.domain));
        await user.type(field(F.domain), 'pbx2.bxmd.vn');
      },
      kept: () => (field(F.domain) as HTMLInputElement).value === 'pbx2.bxmd.vn',
    });
    expect(services.lines.find((l) => l.id === 'tn-1')?.config).toMatchObject({ domain: 'pbx.bxmd.vn' });
  });

  it('searches by part of the number', async () => {
    const services = setup('ADMIN');
    const spy = vi.spyOn(services, 'list');
    const user = userEvent.setup();
    await within(await table()).findByText('1001', {}, later);
    await user.type(screen.getByRole('textbox', { name: L.search }), '02{Enter}');
    await waitFor(() => expect(spy).toHaveBeenLastCalledWith(0, '02'), later);
    await waitFor(() => expect(screen.queryByText('1001')).toBeNull(), later);
    expect(within(screen.getByRole('grid', { name: L.tableLabel })).getByText('1002')).toBeTruthy();
  });
});
