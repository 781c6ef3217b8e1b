import { MSG } from '@busdesk/shared-kit';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SHELL_LABELS } from '../../messages';
import { LoginPage, type LoginServices } from './login-page';

const L = SHELL_LABELS.login;

function setup(overrides: Partial<LoginServices> = {}) {
  const services: LoginServices = {
    login: vi.fn(async () => true),
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
    await user.type(screen.getByLabelText(L.password, { selector: 'input' }), '12345');
    await user.click(screen.getByRole('button', { name: L.submit }));
    expect(screen.getByText(MSG.auth.usernameRequired)).toBeInTheDocument();
    expect(screen.getByText(MSG.auth.passwordMin)).toBeInTheDocument();
    expect(services.login).not.toHaveBeenCalled();
  });

  it('treats a username of spaces as empty and sends a trimmed username', async () => {
    const { services, user } = setup();
    await user.type(screen.getByLabelText(L.username, { selector: 'input' }), '   ');
    await user.type(screen.getByLabelText(L.password, { selector: 'input' }), '123456{Enter}');
    expect(screen.getByText(MSG.auth.usernameRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText(L.username, { selector: 'input' }), 'nhanvien01  ');
    expect(screen.queryByText(MSG.auth.usernameRequired)).not.toBeInTheDocument();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(services.login).toHaveBeenCalledWith('nhanvien01', '123456'));
    expect(services.onSignedIn).toHaveBeenCalledTimes(1);
  });

  it('submits with Enter from the password field', async () => {
    const { services, user } = setup();
    await user.type(screen.getByLabelText(L.username, { selector: 'input' }), 'admin');
    await user.type(screen.getByLabelText(L.password, { selector: 'input' }), 'matkhau1{Enter}');
    await waitFor(() => expect(services.login).toHaveBeenCalledWith('admin', 'matkhau1'));
  });

  it('says the username or password is wrong when the server refuses', async () => {
    const { services, user } = setup({ login: vi.fn(async () => Promise.reject(new Error('401'))) });
    await user.type(screen.getByLabelText(L.username, { selector: 'input' }), 'admin');
    await user.type(screen.getByLabelText(L.password, { selector: 'input' }), 'saimatkhau{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.auth.loginFailed);
    expect(services.onSignedIn).not.toHaveBeenCalled();
  });

  it('shows and hides the password with a labelled toggle', async () => {
    const { user } = setup();
    const input = screen.getByLabelText(L.password, { selector: 'input' });
    expect(input).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: L.showPassword }));
    expect(input).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: L.hidePassword }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('shows the logo of the admin configuration of its domain', async () => {
    const getBranding = vi.fn(async () => ({ logoUrl: '/logo.png', backgroundUrl: '/bg.jpg' }));
    setup({ getBranding });
    expect(await screen.findByRole('img', { name: L.logoAlt })).toHaveAttribute('src', '/logo.png');
    expect(getBranding).toHaveBeenCalledWith('ben-xe.example');
  });
});
