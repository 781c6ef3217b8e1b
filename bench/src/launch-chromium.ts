import { chromium, type Browser } from 'playwright-core';

/**
 * Debian's Chromium with the same fixed flags as the e2e suite (DESIGN §9): no downloaded browser, no background work;
 * and one more, for the benches only: Chromium 156 builds its omnibox popup (a WebUI page of ~60 script modules, in
 * renderers of its own) for every new window, and each fresh context is a new window. That cost ~0.5 s of CPU per
 * context on these 2 cores (`/proc` times of the browser's processes around a context opened on a blank page, 4
 * contexts × 2 launches: 940–1,410 ms with it, 460–800 without, a launch's first context aside), spent while the cold
 * load being measured ran. A
 * counter's browser has its window open before the clerk types the address, so the benches leave it out: ADR 0110.
 */
const CHROMIUM_ARGS = [
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

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
}
