import {
  DEFAULT_ROUTE,
  LOGIN_ROUTE,
  NOT_FOUND_ROUTE,
  loginPathFor,
  matchRoute,
  normalizePathname,
  type RouteDef,
} from '@busdesk/api-contract/core';

export interface NavigationInput {
  pathname: string;
  /** The query string including its leading '?', or ''. */
  search: string;
  /** A token in the `token` query parameter or the cookie (000 §2.2: either counts). */
  hasToken: boolean;
}

export type NavigationDecision =
  | { kind: 'render'; pathname: string; route: RouteDef }
  | { kind: 'redirect'; to: string };

type Step = NavigationDecision | { kind: 'next'; pathname: string; search: string };

/**
 * The 404 page shows nothing of the partner's, so it needs no token: an unknown path reaches it whether or not
 * the user is signed in (rather than a login that then lands on "not found").
 */
const isPublic = (route: RouteDef): boolean => route.public || route.path === NOT_FOUND_ROUTE;

function step(pathname: string, search: string, hasToken: boolean): Step {
  // 000 §2.2: a logged-in user visiting /login is sent to the root.
  if (pathname === LOGIN_ROUTE && hasToken) return { kind: 'next', pathname: '/', search: '' };
  if (pathname === '/') {
    // The query survives so that '/?token=…' still carries its token to the landing screen.
    return hasToken ? { kind: 'next', pathname: DEFAULT_ROUTE, search } : { kind: 'redirect', to: loginPathFor(`/${search}`) };
  }
  const route = matchRoute(pathname);
  if (!route) return { kind: 'next', pathname: NOT_FOUND_ROUTE, search: '' };
  if (!isPublic(route) && !hasToken) return { kind: 'redirect', to: loginPathFor(`${pathname}${search}`) };
  if (route.redirectTo && route.path === pathname) return { kind: 'next', pathname: route.redirectTo, search };
  return { kind: 'render', pathname, route };
}

/**
 * What the portal does with a URL: render it, or replace it with another. Pure, so the guard of 000 §2.2 is
 * tested without a browser. Redirects are followed here ('/login' with a token → '/' → the default route) so
 * the address bar changes once.
 */
export function resolveNavigation(input: NavigationInput): NavigationDecision {
  const original = `${input.pathname}${input.search}`;
  let pathname = normalizePathname(input.pathname);
  let search = input.search;
  // Each step moves along a short acyclic chain (/login → / → default); the bound only guards a bad table.
  for (let hops = 0; hops < 5; hops += 1) {
    const next = step(pathname, search, input.hasToken);
    if (next.kind === 'redirect') return next;
    if (next.kind === 'render') {
      const target = `${pathname}${search}`;
      return target === original ? next : { kind: 'redirect', to: target };
    }
    pathname = normalizePathname(next.pathname);
    search = next.search;
  }
  return { kind: 'redirect', to: NOT_FOUND_ROUTE };
}

/** The route whose applications show for a URL: the URL's own, or the one the guard is about to replace it with. */
export function routeShown(input: NavigationInput): RouteDef | undefined {
  const decision = resolveNavigation(input);
  return decision.kind === 'render' ? decision.route : matchRoute(decision.to);
}
