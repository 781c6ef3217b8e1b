export { getToken, setToken, clearToken, TOKEN_COOKIE } from './token';
export { login, loadSession, logout, isAdmin, loginUrl, LOGIN_PATH } from './session';
export { useSession } from './use-session';
