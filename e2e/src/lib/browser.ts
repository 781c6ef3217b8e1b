// Debian's Chromium driven by playwright-core (DESIGN.md §9): no downloaded browser, fixed flags.
import { chromium, type Browser, type BrowserServer } from 'playwright-core';

export const CHROMIUM_PATH = process.env.BUSDESK_CHROMIUM ?? '/usr/bin/chromium';

// Playwright gives every launch a fresh temporary profile (the --user-data-dir of the brief), so it is
// not passed here: Playwright refuses it in args.
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** One browser process for the whole run; test files connect to it over its WebSocket endpoint. */
export function launchBrowserServer(): Promise<BrowserServer> {
  // Its control port: any free one, or BUSDESK_E2E_BROWSER_PORT for a session that must keep to a port range.
  const port = process.env.BUSDESK_E2E_BROWSER_PORT ? Number(process.env.BUSDESK_E2E_BROWSER_PORT) : undefined;
  return chromium.launchServer({ executablePath: CHROMIUM_PATH, headless: true, chromiumSandbox: false, args: FLAGS, ...(port ? { port } : {}) });
}

export function connectBrowser(wsEndpoint: string): Promise<Browser> {
  return chromium.connect(wsEndpoint);
}
