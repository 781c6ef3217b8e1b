import type { TUserInfo } from '@busdesk/api-contract';
import {
  isAdmin as isAdminRole,
  lazyChangePasswordEndpoint,
  lazyLoginEndpoint,
  lazyLogoutEndpoint,
  lazyViewUserEndpoint,
} from '@busdesk/api-contract/core';
import { MSG_COMMON } from '@busdesk/api-contract/messages/common';
import { callEndpoint } from '../api/call-endpoint';
import { bus } from '../bus/bus';
import { currentPath, navigate } from '../navigation/navigate';
import { notify } from '../theme/notify';
import { clearToken, getToken, setToken } from './token';

export const LOGIN_PATH = '/login';
/** Logout waits this long for the server to revoke the token; the user leaves either way. */
const LOGOUT_CALL_BUDGET_MS = 3000;

/** `/login?redirect=<path>`, or plain `/login` when the path is the login page itself or the root. */
export function loginUrl(redirectPath: string): string {
  if (redirectPath === '' || redirectPath === '/' || redirectPath.startsWith(LOGIN_PATH)) return LOGIN_PATH;
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(redirectPath)}`;
}

const errorMessage = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : MSG_COMMON.fetchFailed;

/**
 * Loads the signed-in user's info into `bus.session$`. Resolves with the user, or with undefined when there is
 * no token or the load failed — in which case (000 §2.2) the token is cleared, the error shown and the user
 * sent to /login (with a redirect back here), so callers need no failure handling of their own.
 */
export async function loadSession(): Promise<TUserInfo | undefined> {
  const token = getToken();
  if (!token) {
    bus.session$.next({ status: 'anonymous' });
    return undefined;
  }
  bus.session$.next({ status: 'loading', token });
  try {
    const { user } = await callEndpoint(lazyViewUserEndpoint, {});
    bus.session$.next({ status: 'authenticated', user, token });
    return user;
  } catch (error) {
    clearToken();
    bus.session$.next({ status: 'anonymous' });
    notify(errorMessage(error), 'error');
    navigate(loginUrl(currentPath()));
    return undefined;
  }
}

/**
 * Signs in (username trimmed, 000 §5), keeps the token in the cookie and loads the user. Rejects with the
 * server's ApiError on wrong credentials ('Tên đăng nhập hoặc mật khẩu không đúng') for the form to show;
 * resolves undefined if the token was issued but the user info failed (already reported by loadSession).
 */
export async function login(username: string, password: string): Promise<TUserInfo | undefined | typeof MUST_CHANGE_PASSWORD> {
  const { token, mustChangePassword } = await callEndpoint(lazyLoginEndpoint, { username: username.trim(), password });
  setToken(token);
  // A password reset by an ADMIN (ADR 0054): the token serves only to set a new one, the shell asks for it first.
  if (mustChangePassword) return MUST_CHANGE_PASSWORD;
  return loadSession();
}

/** login()'s answer when the password was reset and a new one must be set before anything else (ADR 0054). */
export const MUST_CHANGE_PASSWORD = 'must-change-password';

/**
 * Sets the signed-in user's new password (after a reset, ADR 0054), then loads the user as login() does. Rejects with
 * the server's ApiError when refused.
 */
export async function setNewPassword(password: string): Promise<TUserInfo | undefined> {
  await callEndpoint(lazyChangePasswordEndpoint, { password });
  return loadSession();
}

/**
 * Signs out: asks the server to revoke the token (best effort, bounded wait), forgets it, empties the session (the
 * realtime client closes its connection then) and goes to /login with a redirect back to `redirectPath` (000 §2.3).
 */
export async function logout(redirectPath: string = currentPath()): Promise<void> {
  if (getToken()) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const budget = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, LOGOUT_CALL_BUDGET_MS);
    });
    const revoke = callEndpoint(lazyLogoutEndpoint, {}).catch(() => undefined);
    await Promise.race([revoke, budget]);
    clearTimeout(timer);
  }
  clearToken();
  // The realtime client follows the session: it closes its connection as the session ends.
  bus.session$.next({ status: 'anonymous' });
  navigate(loginUrl(redirectPath));
}

/** True for the ADMIN role (configuration menu, add buttons, transport-order column — 000 §6). */
export function isAdmin(user: Pick<TUserInfo, 'role'> | null | undefined): boolean {
  return user != null && isAdminRole(user.role);
}
