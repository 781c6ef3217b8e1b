import { MSG } from '@busdesk/shared-kit';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SHELL_LABELS } from '../../messages';
import { LoginPage, type LoginServices } from './login-page';

// vitest runs without globals here, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

const L = SHELL_LABELS.login;
// Required fields carry ' *' after their label text.
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`), { selector: 'input' });

function setup(overrides: Partial<LoginServices> = {}) {
  const services: LoginServices = {
    login: vi.fn(async (): Promise<boolean | 'set-password'> => true),
    setNewPassword: vi.fn(async () => true),
    getBranding: vi.fn(async () => ({})),
    onSignedIn: vi.fn(),
    ...overrides,
  };
  render(<LoginPage services={services} domain="ben-xe.example" />);
  return { services, user: userEvent.setup() };
}

describe('LoginPage', () => {
  it('asks for a username and a 6-character password before calling the server', async () => {
    const { services, user } = setup();
    await user.type(field(L.password), '12345');
    await user.click(screen.getByRole('button', { name: L.submit }));
    expect(screen.getByText(MSG.auth.usernameRequired)).toBeTruthy();
    expect(screen.getByText(MSG.auth.passwordMin)).toBeTruthy();
    expect(services.login).not.toHaveBeenCalled();
  });

  it('treats a username of spaces as empty and sends a trimmed username', async () => {
    const { services, user } = setup();
    await user.type(field(L.username), '   ');
    await user.type(field(L.password), '123456{Enter}');
    expect(screen.getByText(MSG.auth.usernameRequired)).toBeTruthy();
    await user.type(field(L.username), 'nhanvien01  ');
    expect(screen.queryByText(MSG.auth.usernameRequired)).toBeNull();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(services.login).toHaveBeenCalledWith('nhanvien01', '123456'));
    expect(services.onSignedIn).toHaveBeenCalledTimes(1);
  });

  it('submits with Enter from the password field', async () => {
    const { services, user } = setup();
    await user.type(field(L.username), 'admin');
    await user.type(field(L.password), 'matkhau1{Enter}');
    await waitFor(() => expect(services.login).toHaveBeenCalledWith('admin', 'matkhau1'));
  });

  it('says the username or password is wrong when the server refuses', async () => {
    const { services, user } = setup({ login: vi.fn(async () => Promise.reject(new Error('401'))) });
    await user.type(field(L.username), 'admin');
    await user.type(field(L.password), 'saimatkhau{Enter}');
    expect((await screen.findByRole('alert')).textContent).toContain(MSG.auth.loginFailed);
    expect(services.onSignedIn).not.toHaveBeenCalled();
  });

  it('shows and hides the password with a labelled toggle', async () => {
    const { user } = setup();
    const input = field(L.password);
    expect(input.getAttribute('type')).toBe('password');
    await user.click(screen.getByRole('button', { name: L.showPassword }));
    expect(input.getAttribute('type')).toBe('text');
    await user.click(screen.getByRole('button', { name: L.hidePassword }));
    expect(input.getAttribute('type')).toBe('password');
  });

  it('shows the logo of the admin configuration of its domain', async () => {
    const getBranding = vi.fn(async () => ({ logoUrl: '/logo.png', backgroundUrl: '/bg.jpg' }));
    setup({ getBranding });
    expect((await screen.findByRole('img', { name: L.logoAlt })).getAttribute('src')).toBe('/logo.png');
    expect(getBranding).toHaveBeenCalledWith('ben-xe.example');
  });

  it('after a one-time password asks for a new one with the change-password rules, then signs in (ADR 0054)', async () => {
    const { services, user } = setup({ login: vi.fn(async () => 'set-password' as const) });
    await user.type(field(L.username), 'staff');
    await user.type(field(L.password), 'Ab3dEf6hJk9m{Enter}');
    expect(await screen.findByText(MSG.auth.mustChangePassword)).toBeTruthy();
    expect(screen.queryByRole('form', { name: L.formLabel })).toBeNull();
    expect(services.onSignedIn).not.toHaveBeenCalled();
    await user.type(field(L.newPassword), '12345');
    await user.type(field(L.confirmPassword), '12346{Enter}');
    expect(screen.getByText(MSG.profile.passwordMin)).toBeTruthy();
    expect(screen.getByText(MSG.profile.mismatch)).toBeTruthy();
    expect(services.setNewPassword).not.toHaveBeenCalled();
    await user.clear(field(L.newPassword));
    await user.clear(field(L.confirmPassword));
    await user.type(field(L.newPassword), 'matkhaumoi');
    await user.type(field(L.confirmPassword), 'matkhaumoi{Enter}');
    await waitFor(() => expect(services.onSignedIn).toHaveBeenCalled());
    expect(services.setNewPassword).toHaveBeenCalledWith('matkhaumoi');
  }, 20_000);
});
