// Debian's Chromium driven by playwright-core, with the tests' flags (scripts/lib/chromium-flags.mjs), and the seat map
// of /book-ticket as a user reads it (e2e/src/lib/sales.ts: a seat is a button named 'Ghế <id>…, <state>').
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS } from '../lib/chromium-flags.mjs';
import { CHROMIUM } from '../lib/system-deps.mjs';

export const launchBrowser = () => chromium.launch({ executablePath: process.env.BUSDESK_CHROMIUM ?? CHROMIUM, headless: true, chromiumSandbox: false, args: [...CHROMIUM_FLAGS] });

/** The states a seat's name ends with (mf-sales seat-map labels; e2e/src/lib/sales.ts SALES_TEXT). */
export const SEAT_FREE = /, còn trống(,|$)/;
export const SEAT_OWN_SOLD = /, (đã đặt|đã đặt cọc|đã thanh toán)(,|$)/;

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
export const seat = (page, seatId) => page.getByRole('button', { name: new RegExp(`^Ghế ${escapeRegExp(seatId)}(?=[ ,]|$)`) });

export async function seatName(page, seatId) {
  const button = seat(page, seatId);
  if ((await button.count()) === 0) return '';
  return (await button.first().getAttribute('aria-label')) ?? '';
}

/**
 * A page signed in with `token` on `origin` (the portal keeps the session in the 'token' cookie), showing `tripId`
 * on /book-ticket; `websockets` counts the MQTT connections it opened (a reconnect opens another).
 */
export async function openTripPage(browser, origin, token, tripId, firstSeatId) {
  const context = await browser.newContext({ baseURL: origin, viewport: { width: 1366, height: 768 } });
  await context.addCookies([{ name: 'token', value: token, url: origin }]);
  const page = await context.newPage();
  const state = { page, context, websockets: 0 };
  page.on('websocket', (ws) => {
    if (ws.url().endsWith('/mqtt')) state.websockets++;
  });
  await page.goto(`/book-ticket?tripId=${encodeURIComponent(tripId)}`);
  await seat(page, firstSeatId).first().waitFor({ state: 'visible', timeout: 60_000 });
  return state;
}

/** Waits until every seat of `expected` (seatId → 'sold' | 'free') reads so; answers the seats still wrong. */
export async function seatsShowing(page, expected, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  let wrong = [];
  do {
    wrong = [];
    for (const [seatId, want] of Object.entries(expected)) {
      const name = await seatName(page, seatId);
      if (!(want === 'sold' ? SEAT_OWN_SOLD : SEAT_FREE).test(name)) wrong.push(`${seatId}: ${name || '(not shown)'}`);
    }
    if (!wrong.length) return [];
    await new Promise((r) => setTimeout(r, 100));
  } while (Date.now() < deadline);
  return wrong;
}

/**
 * Records, inside the page, the moment (Date.now(), the same clock as this process on one machine) each of `seatIds`
 * first reads as sold by the own agency: the screen's own time, without the polling delay of reading it from here.
 */
export async function watchSeatsSold(page, seatIds) {
  await page.evaluate(
    ({ ids, source }) => {
      const pattern = new RegExp(source);
      const seen = {};
      window.__busdeskSeenSold = seen;
      const look = () => {
        for (const id of ids) {
          if (seen[id]) continue;
          const named = (label) => label === `Ghế ${id}` || label.startsWith(`Ghế ${id} `) || label.startsWith(`Ghế ${id},`);
          const button = [...document.querySelectorAll('[aria-label]')].find((b) => named(b.getAttribute('aria-label') ?? ''));
          if (button && pattern.test(button.getAttribute('aria-label') ?? '')) seen[id] = Date.now();
        }
      };
      new MutationObserver(look).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-label'] });
      look();
    },
    { ids: seatIds, source: SEAT_OWN_SOLD.source },
  );
}

export const seatsSeenSold = (page) => page.evaluate(() => window.__busdeskSeenSold ?? {});
