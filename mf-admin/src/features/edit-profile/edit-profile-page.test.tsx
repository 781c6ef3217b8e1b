import { BusdeskProviders, MSG } from '@busdesk/shared-kit';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_LABELS } from '../../messages';
import { EditProfilePage, type EditProfileServices } from './edit-profile-page';

const L = ADMIN_LABELS.editProfile;
// Required fields carry ' *' after their label text.
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`), { selector: 'input' });

// vitest runs without globals here, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function setup(overrides: Partial<EditProfileServices> = {}) {
  const services: EditProfileServices = { changePassword: vi.fn(async () => undefined), logout: vi.fn(), ...overrides };
  render(
    <BusdeskProviders>
      <EditProfilePage services={services} />
    </BusdeskProviders>,
  );
  return services;
}

describe('EditProfilePage', () => {
  it('requires at least 6 characters', async () => {
    const services = setup();
    const user = userEvent.setup();
    await user.type(field(L.newPassword), '12345');
    await user.type(field(L.confirmPassword), '12345{Enter}');
    expect(screen.getByText(MSG.profile.passwordMin)).toBeTruthy();
    expect(services.changePassword).not.toHaveBeenCalled();
  });

  it('requires both entries to match', async () => {
    const services = setup();
    const user = userEvent.setup();
    await user.type(field(L.newPassword), '1234567');
    await user.type(field(L.confirmPassword), '7654321');
    await user.click(screen.getByRole('button', { name: L.submit }));
    expect(screen.getByText(MSG.profile.mismatch)).toBeTruthy();
    expect(screen.queryByText(MSG.profile.passwordMin)).toBeNull();
    expect(services.changePassword).not.toHaveBeenCalled();
  });

  it('changes the password, then logs out after one second', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const services = setup();
    fireEvent.change(field(L.newPassword), { target: { value: 'matkhaumoi' } });
    fireEvent.change(field(L.confirmPassword), { target: { value: 'matkhaumoi' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: L.submit }));
    });
    expect(services.changePassword).toHaveBeenCalledWith('matkhaumoi');
    expect(await screen.findByText(MSG.profile.success)).toBeTruthy();
    expect(services.logout).not.toHaveBeenCalled();
    await act(async () => {
      vi.advanceTimersByTime(1000);
    });
    expect(services.logout).toHaveBeenCalledTimes(1);
  });

  it('keeps the user signed in when the change fails', async () => {
    const services = setup({ changePassword: vi.fn(async () => Promise.reject(new Error('Lỗi máy chủ'))) });
    const user = userEvent.setup();
    await user.type(field(L.newPassword), 'matkhaumoi');
    await user.type(field(L.confirmPassword), 'matkhaumoi{Enter}');
    expect(await screen.findByText(MSG.profile.failed('Lỗi máy chủ'))).toBeTruthy();
    expect(services.logout).not.toHaveBeenCalled();
    expect((screen.getByRole('button', { name: L.submit }) as HTMLButtonElement).disabled).toBe(false);
  });
});
