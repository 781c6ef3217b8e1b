import type { IncomingMessage, ServerResponse } from 'node:http';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { configureApi } from '../api/api-clients';
import { ApiError } from '../api/api-error';
import { bus } from '../bus/bus';
import { BusdeskProviders } from '../theme/busdesk-providers';
import { isAdmin, login, loadSession, logout } from './session';
import { getToken, setToken } from './token';
import { useSession } from './use-session';
import { startLocalApiServer, type LocalApiServer } from '../test-support/local-api-server';
import { userInfoFixture } from '../test-support/user-info-fixture';

const user = userInfoFixture({ role: 'ADMIN' });

interface Seen {
  path: string;
  authorization?: string;
  body: unknown;
}

/** A loopback server speaking the session part of the contract: one good account, one good token. */
let server: LocalApiServer;
const seen: Seen[] = [];
let viewFails = false;

const send = (res: ServerResponse, status: number, message: string, results: unknown) =>
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ code: status, message, results }));

function handle(req: IncomingMessage, res: ServerResponse, raw: string): void {
  const body: unknown = raw ? JSON.parse(raw) : undefined;
  const path = req.url ?? '';
  seen.push({ path, authorization: req.headers.authorization, body });
  const authorised = req.headers.authorization === 'Bearer tok-1';
  if (path === '/api/v2/partner/login') {
    const { username, password } = body as { username: string; password: string };
    if (username === 'lan' && password === 'matkhau1') send(res, 200, 'Thành công', { token: 'tok-1' });
    else send(res, 400, 'Tên đăng nhập hoặc mật khẩu không đúng', null);
  } else if (path === '/api/v2/partner/view') {
    if (!authorised || viewFails) send(res, 401, 'Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại', null);
    else send(res, 200, 'Thành công', { user });
  } else if (path === '/api/v2/partner/logout') {
    send(res, 200, 'Thành công', { revoked: authorised });
  } else send(res, 404, 'Không tìm thấy dữ liệu', null);
}

beforeAll(async () => {
  server = await startLocalApiServer(handle);
});

afterAll(() => server.close());

afterEach(() => {
  cleanup();
  seen.length = 0;
  viewFails = false;
  document.cookie = 'token=; Path=/; Max-Age=0';
  bus.session$.next({ status: 'anonymous' });
  window.history.replaceState(null, '', '/');
});

describe('login', () => {
  it('trims the username, keeps the token in the cookie and loads the user into the session', async () => {
    const loaded = await login('  lan ', 'matkhau1');
    expect(typeof loaded === 'object' && loaded.name).toBe('Nguyễn Thị Lan');
    expect(seen[0]?.body).toEqual({ username: 'lan', password: 'matkhau1' });
    expect(getToken()).toBe('tok-1');
    expect(seen[1]).toMatchObject({ path: '/api/v2/partner/view', authorization: 'Bearer tok-1' });
    expect(bus.session$.getValue()).toEqual({ status: 'authenticated', user, token: 'tok-1' });
  });

  it('rejects with the server message on a wrong password and keeps the user signed out', async () => {
    const error: unknown = await login('lan', 'sai-mat-khau').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Tên đăng nhập hoặc mật khẩu không đúng');
    expect(getToken()).toBeUndefined();
    expect(bus.session$.getValue().status).toBe('anonymous');
  });
});

describe('loadSession', () => {
  it('stays anonymous without calling the server when there is no token', async () => {
    expect(await loadSession()).toBeUndefined();
    expect(seen).toHaveLength(0);
    expect(bus.session$.getValue().status).toBe('anonymous');
  });

  it('on failure clears the token, shows the error and sends the user to /login with a redirect back', async () => {
    render(
      <BusdeskProviders cssBaseline={false}>
        <p>portal</p>
      </BusdeskProviders>,
    );
    setToken('tok-1');
    viewFails = true;
    window.history.replaceState(null, '', '/report/cancel');
    await act(async () => {
      expect(await loadSession()).toBeUndefined();
    });
    expect(getToken()).toBeUndefined();
    expect(bus.session$.getValue().status).toBe('anonymous');
    expect(`${window.location.pathname}${window.location.search}`).toBe('/login?redirect=%2Freport%2Fcancel');
    expect(await screen.findByText('Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại')).toBeTruthy();
  });
});

describe('logout', () => {
  it('revokes the token on the server, forgets it and goes to /login with the current path to come back to', async () => {
    setToken('tok-1');
    bus.session$.next({ status: 'authenticated', user, token: 'tok-1' });
    window.history.replaceState(null, '', '/report/cancel?from=20250101');
    await logout();
    expect(seen.at(-1)).toMatchObject({ path: '/api/v2/partner/logout', authorization: 'Bearer tok-1' });
    expect(getToken()).toBeUndefined();
    expect(bus.session$.getValue().status).toBe('anonymous');
    expect(bus.socket$.getValue().status).toBe('idle');
    expect(window.location.pathname).toBe('/login');
    expect(new URLSearchParams(window.location.search).get('redirect')).toBe('/report/cancel?from=20250101');
  });

  it('still signs out when the server cannot be reached', async () => {
    setToken('tok-1');
    configureApi({ v2: 'http://127.0.0.1:1/api' });
    try {
      await logout('/book-ticket');
    } finally {
      configureApi({ v2: server.base });
    }
    expect(getToken()).toBeUndefined();
    expect(`${window.location.pathname}${window.location.search}`).toBe('/login?redirect=%2Fbook-ticket');
  });
});

describe('useSession', () => {
  function Greeting() {
    const session = useSession();
    return <p>{session.status === 'authenticated' ? session.user.name : session.status}</p>;
  }

  it('re-renders as the session goes from anonymous to signed in and back', async () => {
    render(<Greeting />);
    expect(screen.getByText('anonymous')).toBeTruthy();
    await act(async () => {
      await login('lan', 'matkhau1');
    });
    expect(screen.getByText('Nguyễn Thị Lan')).toBeTruthy();
    await act(async () => {
      await logout('/');
    });
    expect(screen.getByText('anonymous')).toBeTruthy();
  });

  // ADR 0124. On a page load the session arrives in the middle of other work (a paint observer's callback, a
  // script's load): a render forced in that same task, as useSyncExternalStore forces one, let the browser show the
  // sales screen's search only after everything that followed it. The new session renders in a task of its own.
  it('renders a new session in a task of its own, not inside the code that announced it', async () => {
    const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const actEnvironment = scope.IS_REACT_ACT_ENVIRONMENT;
    render(<Greeting />);
    scope.IS_REACT_ACT_ENVIRONMENT = false; // as in a browser: no act() to flush the render
    try {
      bus.session$.next({ status: 'authenticated', user, token: 'tok-1' });
      for (let i = 0; i < 20; i++) await Promise.resolve();
      expect(screen.getByText('anonymous')).toBeTruthy();
      await waitFor(() => expect(screen.getByText('Nguyễn Thị Lan')).toBeTruthy());
    } finally {
      scope.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
  });
});

describe('isAdmin', () => {
  it('is true only for the ADMIN role', () => {
    expect(isAdmin(user)).toBe(true);
    expect(isAdmin({ role: 'STAFF' })).toBe(false);
    expect(isAdmin(undefined)).toBe(false);
  });
});
