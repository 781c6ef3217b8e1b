import { MOBILE_BREAKPOINT } from '@busdesk/api-contract/core';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useCallback, useEffect, useState } from 'react';

/** 000 §2.2: the sidebar's open/closed state is remembered in a cookie. */
export const SIDEBAR_COOKIE = 'sidebar_open';
/** 000 §9: below 992 px the sidebar is in mobile mode. */
export const MOBILE_QUERY = `(max-width: ${MOBILE_BREAKPOINT - 0.02}px)`;

const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

/** The remembered state; a first visit (no cookie) starts open on a desktop. */
export function readSidebarCookie(cookie: string = document.cookie): boolean {
  const entry = cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${SIDEBAR_COOKIE}=`));
  return entry ? entry.slice(SIDEBAR_COOKIE.length + 1) !== 'false' : true;
}

export function writeSidebarCookie(open: boolean): void {
  document.cookie = `${SIDEBAR_COOKIE}=${open}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax`;
}

export interface SidebarState {
  open: boolean;
  mobile: boolean;
  toggle: () => void;
  close: () => void;
}

/**
 * Open/closed plus mobile mode. On desktop the state is the user's choice and is written to the cookie.
 * Entering mobile mode collapses the drawer without touching the cookie, so the desktop choice survives a
 * narrow window; in mobile mode the drawer is a temporary overlay whose openings are not remembered.
 */
export function useSidebarState(): SidebarState {
  const mobile = useMediaQuery(MOBILE_QUERY, { noSsr: true });
  const [desktopOpen, setDesktopOpen] = useState(readSidebarCookie);
  const [mobileOpen, setMobileOpen] = useState(false);

  useEffect(() => {
    if (mobile) setMobileOpen(false);
  }, [mobile]);

  const toggle = useCallback(() => {
    if (mobile) {
      setMobileOpen((v) => !v);
      return;
    }
    setDesktopOpen((v) => {
      writeSidebarCookie(!v);
      return !v;
    });
  }, [mobile]);

  const close = useCallback(() => {
    if (mobile) setMobileOpen(false);
  }, [mobile]);

  return { open: mobile ? mobileOpen : desktopOpen, mobile, toggle, close };
}
