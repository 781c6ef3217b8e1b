// Debian's Chromium driven by playwright-core (DESIGN.md §9): no downloaded browser, fixed flags.
import { chromium, type Browser, type BrowserServer } from 'playwright-core';

export const CHROMIUM_PATH = process.env.BUSDESK_CHROMIUM ?? '/usr/bin/chromium';

// Playwright gives every launch a fresh temporary profile (the --user-data-dir of the brief), so it is
// not passed here: Playwright refuses it in args. The last flag is not in DESIGN §9: Chromium 156 builds its omnibox
// popup (a WebUI page of its own) for every new context, ~0.5 s of CPU each on these 2 cores that no test looks at
// (ADR 0110).
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxFullPopup,WebUIOmniboxAimPopup',
];

/** One browser process for the whole run; test files connect to it over its WebSocket endpoint. */
export function launchBrowserServer(): Promise<BrowserServer> {
  // Its control port: any free one, or BUSDESK_E2E_BROWSER_PORT for a session that must keep to a port range.
  const port = process.env.BUSDESK_E2E_BROWSER_PORT ? Number(process.env.BUSDESK_E2E_BROWSER_PORT) : undefined;
  return chromium.launchServer({ executablePath: CHROMIUM_PATH, headless: true, chromiumSandbox: false, args: FLAGS, ...(port ? { port } : {}) });
}

/**
 * A fake microphone (a tone) and camera, with the permission prompt answered yes: what the softphone test's browsers
 * need to place a WebRTC call with no sound card and nobody to click 'Allow'.
 */
export const FAKE_MEDIA_FLAGS: readonly string[] = ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'];

/** A browser of its own for a test that needs other flags than the run's shared one (closed by the test). */
export function launchBrowser(extraArgs: readonly string[]): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, chromiumSandbox: false, args: [...FLAGS, ...extraArgs] });
}

export function connectBrowser(wsEndpoint: string): Promise<Browser> {
  return chromium.connect(wsEndpoint);
}
