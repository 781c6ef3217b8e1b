import { matchRoute, REDIRECT_PARAM } from '@busdesk/api-contract/core';
import { bus, isAdmin, login, MUST_CHANGE_PASSWORD, setNewPassword, useSearchParams } from '@busdesk/shared-kit/core';
import { useMemo } from 'react';
import { safeRedirect } from '../safe-redirect';
import { shellApplication } from '../shell-application';
import { getAdminConfig } from '../../features/login/api/get-admin-config';
import { LoginPage, type LoginServices } from '../../features/login/login-page';

function LoginScreen() {
  const params = useSearchParams();
  const services = useMemo<LoginServices>(
    () => ({
      // login() also loads the user; undefined means that load failed and was already reported (000 §2.2).
      login: async (username, password) => {
        const outcome = await login(username, password);
        return outcome === MUST_CHANGE_PASSWORD ? 'set-password' : outcome !== undefined;
      },
      setNewPassword: async (password) => (await setNewPassword(password)) !== undefined,
      getBranding: getAdminConfig,
      onSignedIn: () => {
        // The screen the last user was on (logout sends its path along) may be an ADMIN's: a STAFF signing in after
        // them starts on the default screen instead of a page saying it is not theirs.
        const target = safeRedirect(params.get(REDIRECT_PARAM));
        const session = bus.session$.getValue();
        const mayOpen = !matchRoute(target)?.adminOnly || (session.status === 'authenticated' && isAdmin(session.user));
        // Replace: Back from the screen must not return to a login page that would only bounce forward again.
        window.history.replaceState(window.history.state, '', mayOpen ? target : '/');
      },
    }),
    [params],
  );
  return <LoginPage services={services} domain={window.location.hostname} />;
}

/** /login, without the layout (000 §2.1). */
export const loginApp = shellApplication(LoginScreen);
