import { lazy } from 'react';

// Menu (with Popover, Modal's portal, MenuList, Grow) and the items load when a navbar menu is about to open
// (pointer over or focus on its button) rather than with the shell: nothing shows them at first paint.
const loadNavMenuList = () => import('./nav-menu-list');
const loadUserMenuList = () => import('./user-menu-list');

export const NavMenuList = lazy(() => loadNavMenuList().then((m) => ({ default: m.NavMenuList })));
export const UserMenuList = lazy(() => loadUserMenuList().then((m) => ({ default: m.UserMenuList })));

/** Starts fetching the menus' code, so that a click a moment later opens the menu without waiting. */
export function preloadMenus(): void {
  void loadNavMenuList();
  void loadUserMenuList();
}
