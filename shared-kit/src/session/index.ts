export { getToken, setToken, clearToken, TOKEN_COOKIE } from './token';
export { login, loadSession, logout, isAdmin, loginUrl, LOGIN_PATH, MUST_CHANGE_PASSWORD, setNewPassword } from './session';
export { useSession } from './use-session';
export { validatePasswordChange, type PasswordChangeErrors } from './password-change';
