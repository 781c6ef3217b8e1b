// Helpers for browser tests of later issues (screens add their own *.e2e.ts files beside these).
export { accessibilityViolations, type AxeOptions } from './lib/axe';
export { apiLogin, createStaffUser, uniqueName } from './lib/api';
export { expectLocation, loginForm, loginThroughForm, navbar, openUserMenu, tokenCookie, usePortal, type Portal } from './lib/portal';
export { ACCOUNTS, TEXT } from './lib/texts';
