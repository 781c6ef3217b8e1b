// The few API calls the browser tests need to arrange their data (a sign-in token, a throwaway user).
// Paths are the contract's (api-contract/src/api/session.ts, partner-users.ts), called over plain HTTP.

interface Envelope<T> {
  code: number;
  message: string;
  results: T;
}

async function call<T>(baseUrl: string, method: 'GET' | 'POST', path: string, body?: unknown, token?: string): Promise<T> {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as Envelope<T>;
  if (!res.ok || json.code >= 300) throw new Error(`${method} ${path} → ${res.status}: ${json.message}`);
  return json.results;
}

export async function apiLogin(baseUrl: string, account: { username: string; password: string }): Promise<string> {
  const { token } = await call<{ token: string }>(baseUrl, 'POST', '/api/v2/partner/login', account);
  return token;
}

/** A STAFF user of the admin's partner, so a test may change its password without breaking the others. */
export async function createStaffUser(baseUrl: string, adminToken: string, username: string, password: string): Promise<void> {
  await call(baseUrl, 'POST', '/api/v2/partner/create-user-partner', { name: `Nhân viên ${username}`, userName: username, password, role: 'STAFF' }, adminToken);
}

/** Unique enough per run and per test: the server keeps users across tests of one run. */
export const uniqueName = (prefix: string): string => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
