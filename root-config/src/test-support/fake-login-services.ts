import type { LoginServices } from '../features/login/login-page';

/** Stories only: 'admin' / '123456' signs in, anything else is refused like the server would. */
export const fakeLoginServices = (branding: Awaited<ReturnType<LoginServices['getBranding']>> = {}): LoginServices => ({
  login: async (username, password) => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    if (username === 'admin' && password === '123456') return true;
    // A one-time password from an ADMIN's reset (ADR 0054): the set-new-password step follows.
    if (username === 'staff' && password === 'Ab3dEf6hJk9m') return 'set-password';
    throw new Error('401');
  },
  setNewPassword: async () => true,
  getBranding: async () => branding,
  onSignedIn: () => undefined,
});
