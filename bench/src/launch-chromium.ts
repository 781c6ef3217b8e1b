import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { REPO_ROOT } from './portal-server';

/**
 * Debian's Chromium with the tests' flags (scripts/lib/chromium-flags.mjs: DESIGN §9's list, and no omnibox popup,
 * ADR 0110), loaded by path: no downloaded browser, no background work.
 */
export async function launchChromium(): Promise<Browser> {
  const flags = (await import(pathToFileURL(join(REPO_ROOT, 'scripts', 'lib', 'chromium-flags.mjs')).href)) as { CHROMIUM_FLAGS: readonly string[] };
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: [...flags.CHROMIUM_FLAGS] });
}
