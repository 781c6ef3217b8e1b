import type { LoginServices } from '../features/login/login-page';

/** Stories only: 'admin' / '123456' signs in, anything else is refused like the server would. */
export const fakeLoginServices = (branding: Awaited<ReturnType<LoginServices['getBranding']>> = {}): LoginServices => ({
  login: async (username, password) => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    if (username === 'admin' && password === '123456') return true;
    throw new Error('401');
  },
  getBranding: async () => branding,
  onSignedIn: () => undefined,
});
