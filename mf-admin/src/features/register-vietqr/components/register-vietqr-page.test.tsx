import { MSG, type TGetBankTerminalResponse } from '@busdesk/api-contract';
import { BusdeskProviders } from '@busdesk/shared-kit';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bankTerminalFixture, FAKE_OTP, fakeVietqrServices } from '../../../test-support/fake-vietqr-services';
import { signInAs } from '../../../test-support/story-session';
import { VIETQR_LABELS as L } from '../labels';
import { RegisterVietqrPage } from './register-vietqr-page';

vi.setConfig({ testTimeout: 60_000 });
afterEach(cleanup);
const later = { timeout: 10_000 };
const input = (label: string) => screen.getByLabelText(new RegExp(`^${label.replace(/[()/]/g, '\\$&')}`), { selector: 'input' });

function setup(role: 'ADMIN' | 'STAFF', initial?: TGetBankTerminalResponse) {
  signInAs(role);
  const services = fakeVietqrServices(initial);
  render(
    <BusdeskProviders>
      <RegisterVietqrPage services={services} />
    </BusdeskProviders>,
  );
  return services;
}
const statusCard = async () => within(await screen.findByRole('region', { name: L.statusTitle }, later));

describe('RegisterVietqrPage', () => {
  it('refuses an empty form with the seed’s four messages and a wrong mobile with the seed’s pattern message', async () => {
    const services = setup('ADMIN');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: L.create }, later));
    for (const text of [MSG.bankQr.accountRequired, MSG.bankQr.phoneRequired, MSG.bankQr.holderRequired, MSG.bankQr.identityRequired]) expect(screen.getByText(text)).toBeTruthy();
    await user.type(input(L.phone), '0212345678');
    await user.click(screen.getByRole('button', { name: L.create }));
    expect(screen.getByText(MSG.bankQr.phoneInvalid)).toBeTruthy();
    expect(screen.getByText(MSG.bankQr.matchNote)).toBeTruthy();
    expect(services.calls).toEqual(['get']);
  });

  it('create → the OTP field → a wrong OTP is refused → the right one shows the active terminal', async () => {
    const services = setup('ADMIN');
    const user = userEvent.setup();
    expect((await statusCard()).getByText(L.none)).toBeTruthy();
    await user.type(input(L.account), '0801234567890');
    await user.type(input(L.phone), '0912345678');
    await user.type(input(L.holder), 'Nguyễn Văn Đức');
    await user.type(input(L.identity), '079123456789');
    await user.click(screen.getByRole('button', { name: L.create }));
    expect(await screen.findByRole('region', { name: L.otpTitle }, later)).toBeTruthy();
    expect(within(screen.getByRole('status')).getByText(MSG.bankQr.enterOtp)).toBeTruthy();
    expect(screen.getByText(L.otpSentTo('0912345678'))).toBeTruthy();

    await user.type(input(L.otp), '111111');
    await user.click(screen.getByRole('button', { name: L.confirm }));
    expect(await within(screen.getByRole('status')).findByText(MSG.bankQr.otpWrong(4), {}, later)).toBeTruthy();
    await user.type(input(L.otp), FAKE_OTP);
    await user.click(screen.getByRole('button', { name: L.confirm }));
    expect(await within(screen.getByRole('status')).findByText(MSG.bankQr.otpSuccess, {}, later)).toBeTruthy();
    const card = await statusCard();
    expect(await card.findByText('Đang hoạt động', {}, later)).toBeTruthy();
    expect(card.getByText('MBQR00009999')).toBeTruthy();
    expect(screen.queryByRole('region', { name: L.otpTitle })).toBeNull();
    expect(services.calls).toEqual(['get', 'create', 'confirmOtp', 'confirmOtp', 'get']);
  });

  it('with an active terminal the form updates it; unchanged details answer "already verified"', async () => {
    const services = setup('ADMIN', { terminal: bankTerminalFixture(), pending: null });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: L.update }, later));
    expect(await within(screen.getByRole('status')).findByText(MSG.bankQr.alreadyVerified, {}, later)).toBeTruthy();
    expect(screen.queryByRole('region', { name: L.otpTitle })).toBeNull();
    await user.clear(input(L.account));
    await user.type(input(L.account), '0801999888777');
    await user.click(screen.getByRole('button', { name: L.update }));
    expect(await screen.findByRole('region', { name: L.otpTitle }, later)).toBeTruthy();
    expect(services.calls).toEqual(['get', 'update', 'update']);
  });

  it('shows a pending request’s OTP field after a reload', async () => {
    setup('ADMIN', { terminal: null, pending: { requestId: 'req-1', phoneNo: '091****678', createdDate: 1, expiresAt: 2 } });
    expect(await screen.findByRole('region', { name: L.otpTitle }, later)).toBeTruthy();
    expect(screen.getByText(L.otpSentTo('091****678'))).toBeTruthy();
  });

  it('STAFF sees the status and the reason, but no form and no OTP field', async () => {
    const services = setup('STAFF', {
      terminal: bankTerminalFixture({ status: 'new', bankAccountNumber: '*********7890' }),
      pending: { requestId: 'req-1', phoneNo: '091****678', createdDate: 1, expiresAt: 2 },
    });
    expect(await (await statusCard()).findByText('Chờ duyệt', {}, later)).toBeTruthy();
    expect(screen.getByText(MSG.bankQr.adminOnly)).toBeTruthy();
    expect(screen.queryByRole('button', { name: L.create })).toBeNull();
    expect(screen.queryByRole('textbox', { name: new RegExp(`^${L.account}`) })).toBeNull();
    expect(screen.queryByRole('region', { name: L.otpTitle })).toBeNull();
    expect(services.calls).toEqual(['get']);
  });
});
