import { MSG } from '@busdesk/api-contract';
import { BusdeskProviders, bus, LABELS } from '@busdesk/shared-kit';
import { userInfoFixture } from '@busdesk/shared-kit/test-support';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeEmployeeServices } from '../../test-support/admin-fixtures';
import { expectGuardedEditDialog } from '../../test-support/expect-guarded-edit-dialog';
import type { EmployeeServices } from './employee-services';
import { EmployeesPage } from './employees-page';
import { EMPLOYEE_LABELS as L } from './labels';

afterEach(() => {
  cleanup();
  bus.session$.next({ status: 'anonymous' });
});

/** Renders the page as this user and waits for the grid (loaded lazily) to show the list. */
async function setup(as: { id: string; role: 'ADMIN' | 'STAFF' }, services: EmployeeServices = fakeEmployeeServices()) {
  bus.session$.next({ status: 'authenticated', token: 't', user: userInfoFixture({ id: as.id, role: as.role, partnerId: 'p-bxmd' }) });
  const spied = {
    listEmployees: vi.fn(services.listEmployees),
    listAgencyRoutes: vi.fn(services.listAgencyRoutes),
    createEmployee: vi.fn(services.createEmployee),
    updateEmployee: vi.fn(services.updateEmployee),
    resetEmployeePassword: vi.fn(services.resetEmployeePassword),
    topUpEmployee: vi.fn(services.topUpEmployee),
  };
  render(
    <BusdeskProviders>
      <EmployeesPage services={spied} />
    </BusdeskProviders>,
  );
  await screen.findByText('Trần Thị Bích Ngọc', {}, { timeout: 10_000 });
  return spied;
}
const dialog = () => within(screen.getByRole('dialog'));
const input = (label: string) => dialog().getByLabelText(new RegExp(`^${label}`), { selector: 'input' });

describe('EmployeesPage (000 §2.8)', () => {
  it('shows the columns and, for an ADMIN, add, edit, lock/unlock on STAFF rows and reset', async () => {
    await setup({ id: 'u-admin', role: 'ADMIN' });
    expect(await screen.findByText('Trần Thị Bích Ngọc')).toBeTruthy();
    for (const header of [L.index, L.name, L.username, L.debtLimit, L.currentDebt, L.commission, L.role, L.status, L.actions]) {
      expect(screen.getByRole('columnheader', { name: header })).toBeTruthy();
    }
    expect(screen.getByText(MSG.employee.locked)).toBeTruthy();
    expect(screen.getByRole('button', { name: L.add })).toBeTruthy();
    expect(screen.getByRole('button', { name: L.edit('Trần Thị Bích Ngọc') })).toBeTruthy();
    expect(screen.getByRole('switch', { name: L.lock('Trần Thị Bích Ngọc') })).toBeTruthy();
    expect(screen.getByRole('switch', { name: L.unlock('Võ Hoàng Nam') })).toBeTruthy();
    // ADMIN rows are never locked (000 §4).
    expect(screen.queryByRole('switch', { name: L.lock('Nguyễn Văn Quản') })).toBeNull();
    expect(screen.getByRole('button', { name: L.resetPassword('Nguyễn Văn Quản') })).toBeTruthy();
  }, 20_000);

  it('a STAFF user edits only their own row and sees no add, lock or reset', async () => {
    await setup({ id: 'u-staff', role: 'STAFF' });
    await screen.findByText('Trần Thị Bích Ngọc');
    expect(screen.queryByRole('button', { name: L.add })).toBeNull();
    expect(screen.getByRole('button', { name: L.edit('Trần Thị Bích Ngọc') })).toBeTruthy();
    expect(screen.queryByRole('button', { name: L.edit('Võ Hoàng Nam') })).toBeNull();
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.queryByRole('button', { name: /Đặt lại mật khẩu/ })).toBeNull();
  }, 20_000);

  it("validates a new employee with the seed's texts, then adds them with a trimmed username", async () => {
    const services = await setup({ id: 'u-admin', role: 'ADMIN' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: L.add }));
    await user.click(dialog().getByRole('button', { name: LABELS.actions.save }));
    for (const text of [MSG.employee.nameRequired, MSG.employee.usernameRequired, MSG.employee.passwordRequired]) expect(dialog().getByText(text)).toBeTruthy();
    expect(services.createEmployee).not.toHaveBeenCalled();
    await user.type(input(L.name), 'Phan Thị Thu');
    await user.type(input(L.username), '  thu.phan ');
    await user.type(input(L.password), 'thu12345');
    await user.click(dialog().getByRole('button', { name: LABELS.actions.save }));
    await waitFor(() => expect(services.createEmployee).toHaveBeenCalled());
    expect(services.createEmployee.mock.calls[0]![0]).toMatchObject({ name: 'Phan Thị Thu', userName: 'thu.phan', password: 'thu12345', role: 'STAFF' });
    expect(await screen.findByText(MSG.employee.updateSuccess)).toBeTruthy();
    expect(await screen.findByText('thu.phan')).toBeTruthy();
  }, 20_000);

  it('on edit the username is fixed, and the limits are disabled unless the edited user is an ADMIN', async () => {
    const services = await setup({ id: 'u-admin', role: 'ADMIN' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: L.edit('Trần Thị Bích Ngọc') }));
    expect((input(L.username) as HTMLInputElement).disabled).toBe(true);
    expect((input(L.debtLimit) as HTMLInputElement).disabled).toBe(true);
    expect((input(L.commission) as HTMLInputElement).disabled).toBe(true);
    expect(dialog().queryByLabelText(new RegExp(`^${L.password}`))).toBeNull();
    await user.click(dialog().getByRole('button', { name: LABELS.actions.save }));
    await waitFor(() => expect(services.updateEmployee).toHaveBeenCalled());
    const sent = services.updateEmployee.mock.calls[0]![0];
    expect(sent).not.toHaveProperty('debtLimit');
    expect(sent).not.toHaveProperty('username');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: L.edit('Nguyễn Văn Quản') }));
    expect((input(L.debtLimit) as HTMLInputElement).disabled).toBe(false);
  }, 20_000);

  it('locks a STAFF user and says so', async () => {
    const services = await setup({ id: 'u-admin', role: 'ADMIN' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('switch', { name: L.lock('Trần Thị Bích Ngọc') }));
    await waitFor(() => expect(services.updateEmployee).toHaveBeenCalledWith({ userId: 'u-staff', isActive: false }));
    expect(await screen.findByText(MSG.employee.updateSuccess)).toBeTruthy();
    expect(await screen.findByRole('switch', { name: L.unlock('Trần Thị Bích Ngọc') })).toBeTruthy();
  }, 20_000);

  it('resets a password after a confirmation and shows the one-time password once', async () => {
    const services = await setup({ id: 'u-admin', role: 'ADMIN' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: L.resetPassword('Trần Thị Bích Ngọc') }));
    expect(services.resetEmployeePassword).not.toHaveBeenCalled();
    await user.click(dialog().getByRole('button', { name: L.resetAction }));
    expect((await dialog().findByLabelText(L.password)).textContent).toBe('Ab3dEf6hJk9m');
    expect(services.resetEmployeePassword).toHaveBeenCalledWith('u-staff');
    // Shown once: Escape and a click beside the dialog do not lose it; only 'Đóng' does.
    const shown = screen.getByRole('dialog');
    await user.keyboard('{Escape}');
    await user.click(shown.parentElement!);
    expect(screen.getByRole('dialog')).toBe(shown);
    expect(screen.getByText('Ab3dEf6hJk9m')).toBeTruthy();
    await user.click(dialog().getByRole('button', { name: L.close }));
    await waitFor(() => expect(screen.queryByText('Ab3dEf6hJk9m')).toBeNull());
  }, 20_000);

  it('an error of the server is shown, the dialog stays open', async () => {
    const failing = fakeEmployeeServices();
    failing.createEmployee = async () => Promise.reject(new Error('Tên đăng nhập đã tồn tại'));
    await setup({ id: 'u-admin', role: 'ADMIN' }, failing);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: L.add }));
    await user.type(input(L.name), 'A');
    await user.type(input(L.username), 'staff');
    await user.type(input(L.password), 'abcdef');
    await user.click(dialog().getByRole('button', { name: LABELS.actions.save }));
    expect(await screen.findByText(L.failed('Tên đăng nhập đã tồn tại'))).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  }, 20_000);

  it('keeps a typed top-up through Escape, a click beside and a Back that is answered with stay (ADR 0119)', async () => {
    const services = await setup({ id: 'u-admin', role: 'ADMIN' });
    const user = userEvent.setup();
    const amountOf = (d: HTMLElement) => within(d).getByRole('textbox', { name: /^Số tiền/ }) as HTMLInputElement;
    await expectGuardedEditDialog({
      user,
      open: async () => {
        await user.click(screen.getByRole('button', { name: L.topUp('Trần Thị Bích Ngọc') }));
        return screen.findByRole('dialog', { name: MSG.ledger.topUpTitle('Trần Thị Bích Ngọc') });
      },
      edit: (d) => user.type(amountOf(d), '500000'),
      kept: (d) => amountOf(d).value === '500000',
    });
    expect(services.topUpEmployee).not.toHaveBeenCalled();
  }, 30_000);

  it("an ADMIN tops up an employee from their row ('Nạp tiền', ADR 0070); a STAFF user has no such button", async () => {
    const spied = await setup({ id: 'u-admin', role: 'ADMIN' });
    await userEvent.click(screen.getByRole('button', { name: L.topUp('Trần Thị Bích Ngọc') }));
    await userEvent.type(dialog().getByRole('textbox', { name: /^Số tiền/ }), '500000');
    await userEvent.type(dialog().getByRole('textbox', { name: /^Nội dung/ }), 'Nạp bổ sung');
    await userEvent.click(dialog().getByRole('button', { name: MSG.ledger.topUp }));
    await waitFor(() => expect(spied.topUpEmployee).toHaveBeenCalledWith({ userId: 'u-staff', amount: 500_000, description: 'Nạp bổ sung' }));
    expect(await screen.findByText(MSG.ledger.topUpSuccess)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    cleanup();
    await setup({ id: 'u-staff', role: 'STAFF' });
    expect(screen.queryByRole('button', { name: L.topUp('Trần Thị Bích Ngọc') })).toBeNull();
  }, 30_000);

  it("an edited employee is not lost to Back, the menu, a click beside the dialog or Escape; 'Hủy' discards (ADR 0119)", async () => {
    const services = await setup({ id: 'u-admin', role: 'ADMIN' });
    const user = userEvent.setup();
    await expectGuardedEditDialog({
      user,
      open: async () => {
        await user.click(screen.getByRole('button', { name: L.edit('Trần Thị Bích Ngọc') }));
        return screen.findByRole('dialog', { name: L.editTitle('Trần Thị Bích Ngọc') });
      },
      edit: (dialog) => user.type(within(dialog).getByLabelText(new RegExp(`^${L.name}`), { selector: 'input' }), ' Anh'),
      kept: (dialog) => (within(dialog).getByLabelText(new RegExp(`^${L.name}`), { selector: 'input' }) as HTMLInputElement).value === 'Trần Thị Bích Ngọc Anh',
    });
    expect(services.updateEmployee).not.toHaveBeenCalled();
    expect(screen.getByText('Trần Thị Bích Ngọc')).toBeTruthy();
  }, 30_000);
});
