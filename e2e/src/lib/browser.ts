// Debian's Chromium driven by playwright-core (DESIGN.md §9): no downloaded browser, fixed flags.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser, type BrowserServer } from 'playwright-core';
import { REPO_ROOT } from './server';

export const CHROMIUM_PATH = process.env.BUSDESK_CHROMIUM ?? '/usr/bin/chromium';

// Playwright gives every launch a fresh temporary profile (the --user-data-dir of the brief), so it is
// not passed here: Playwright refuses it in args. The flags are the test command's own (scripts/lib/chromium-flags.mjs,
// shared with the cluster suite and the benches), loaded by path like the Kamailio starter: e2e depends on no other
// package.
async function chromiumFlags(): Promise<string[]> {
  const flags = (await import(pathToFileURL(join(REPO_ROOT, 'scripts', 'lib', 'chromium-flags.mjs')).href)) as { CHROMIUM_FLAGS: readonly string[] };
  return [...flags.CHROMIUM_FLAGS];
}

/** One browser process for the whole run; test files connect to it over its WebSocket endpoint. */
export async function launchBrowserServer(): Promise<BrowserServer> {
  // Its control port: any free one, or BUSDESK_E2E_BROWSER_PORT for a session that must keep to a port range.
  const port = process.env.BUSDESK_E2E_BROWSER_PORT ? Number(process.env.BUSDESK_E2E_BROWSER_PORT) : undefined;
  return chromium.launchServer({ executablePath: CHROMIUM_PATH, headless: true, chromiumSandbox: false, args: await chromiumFlags(), ...(port ? { port } : {}) });
}

/**
 * A fake microphone (a tone) and camera, with the permission prompt answered yes: what the softphone test's browsers
 * need to place a WebRTC call with no sound card and nobody to click 'Allow'.
 */
export const FAKE_MEDIA_FLAGS: readonly string[] = ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'];

/** A browser of its own for a test that needs other flags than the run's shared one (closed by the test). */
export async function launchBrowser(extraArgs: readonly string[]): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, chromiumSandbox: false, args: [...(await chromiumFlags()), ...extraArgs] });
}

export function connectBrowser(wsEndpoint: string): Promise<Browser> {
  return chromium.connect(wsEndpoint);
}
