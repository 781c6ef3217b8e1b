import { describe, expect, it } from 'vitest';
import { resolveNavigation, routeShown } from './resolve-navigation';

const go = (url: string, hasToken: boolean) => {
  const [pathname = '', query] = url.split('?');
  return resolveNavigation({ pathname, search: query ? `?${query}` : '', hasToken });
};

describe('resolveNavigation (000 §2.2 guard)', () => {
  it('sends a guarded route without a token to /login with the wanted path, query included', () => {
    expect(go('/report/cancel?from=20240101', false)).toEqual({
      kind: 'redirect',
      to: `/login?redirect=${encodeURIComponent('/report/cancel?from=20240101')}`,
    });
    expect(go('/manage/edit-profile', false)).toEqual({ kind: 'redirect', to: '/login?redirect=%2Fmanage%2Fedit-profile' });
  });

  it('lets /login, /transport and /transport/view through without a token', () => {
    for (const path of ['/login', '/transport', '/transport/view']) {
      expect(go(path, false)).toMatchObject({ kind: 'render', pathname: path });
    }
  });

  it('sends a signed-in user on /login to the root, which lands on /book-ticket', () => {
    expect(go('/login?redirect=%2Freport%2Fcancel', true)).toEqual({ kind: 'redirect', to: '/book-ticket' });
  });

  it('sends / to /book-ticket, keeping a token query parameter', () => {
    expect(go('/', true)).toEqual({ kind: 'redirect', to: '/book-ticket' });
    expect(go('/?token=abc', true)).toEqual({ kind: 'redirect', to: '/book-ticket?token=abc' });
  });

  it('sends / without a token to /login', () => {
    expect(go('/', false)).toEqual({ kind: 'redirect', to: '/login?redirect=%2F' });
  });

  it('sends an unknown path to /404, signed in or not', () => {
    expect(go('/no-such-screen', true)).toEqual({ kind: 'redirect', to: '/404' });
    expect(go('/no-such-screen', false)).toEqual({ kind: 'redirect', to: '/404' });
    expect(go('/404', false)).toMatchObject({ kind: 'render', pathname: '/404' });
  });

  it('renders a known route for a signed-in user as it is', () => {
    expect(go('/report/transaction?page=2', true)).toMatchObject({ kind: 'render', pathname: '/report/transaction' });
  });

  it('redirects /config/mail-ticket to its first template and renders the children', () => {
    expect(go('/config/mail-ticket', true)).toEqual({ kind: 'redirect', to: '/config/mail-ticket/booked-ticket' });
    expect(go('/config/mail-ticket/paid-ticket', true)).toMatchObject({ kind: 'render' });
  });

  it('drops a trailing slash', () => {
    expect(go('/book-ticket/', true)).toEqual({ kind: 'redirect', to: '/book-ticket' });
  });

  it('routeShown answers for the target of a redirect, so apps mount once', () => {
    expect(routeShown({ pathname: '/book-ticket', search: '', hasToken: false })?.path).toBe('/login');
    expect(routeShown({ pathname: '/', search: '', hasToken: true })?.path).toBe('/book-ticket');
  });
});
