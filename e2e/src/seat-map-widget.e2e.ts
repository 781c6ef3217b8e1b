// <busdesk-seat-map> on a plain page of ANOTHER origin (issue 4 'Widget'): the repository's own example page
// (examples/seat-map.html, unmodified) served by a tiny HTTP server on a second loopback port, pointed at the
// portal through its query string. The map renders in the element's shadow root, a picked seat is announced as a
// `seat-select` event, and bookings made over the API appear live.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiLogin } from './lib/api';
import { usePortal } from './lib/portal';
import { partnerSite } from './lib/partner-site';
import { bookOverApi, findTrip, OWN_SOLD, QUAYMOI, SALES_TEXT, seat, seatName, SHARED_ROUTE_IDS } from './lib/sales';
import { REPO_ROOT } from './lib/server';
import { ACCOUNTS } from './lib/texts';

const portal = usePortal();
const EXAMPLE_PAGE = join(REPO_ROOT, 'examples', 'seat-map.html');

const site = partnerSite('/seat-map.html', () => readFileSync(EXAMPLE_PAGE));

type SeatSelectDetail = { tripId: string; seatIds: string[] };
type Recorder = { __seatSelect?: SeatSelectDetail[] };

describe('seat-map widget', () => {
  it('renders the live map in its shadow root on another origin, announces a picked seat and shows API bookings', async () => {
    const staffToken = await apiLogin(portal.baseUrl, ACCOUNTS.staff);
    const { trip, view, seatIds } = await findTrip(portal.baseUrl, staffToken, { seats: 3, routeIds: SHARED_ROUTE_IDS, holdable: true });
    const [picked, ownSale, otherSale] = seatIds as [string, string, string];
    // The widget is shown for the admin: staff's sale is the same agency's, quaymoi's another agency's.
    const widgetToken = await apiLogin(portal.baseUrl, ACCOUNTS.admin);

    const page = await portal.newPage();
    // The page's own listener is part of the example; this one proves the event leaves the shadow root and bubbles.
    await page.addInitScript(() => {
      const w = window as unknown as Recorder;
      w.__seatSelect = [];
      document.addEventListener('seat-select', (event) => w.__seatSelect!.push((event as CustomEvent<SeatSelectDetail>).detail));
    });
    const query = new URLSearchParams({ server: portal.baseUrl, token: widgetToken, trip: trip.tripId });
    await page.goto(`${site.url()}?${query.toString()}`);
    expect(new URL(page.url()).origin).not.toBe(new URL(portal.baseUrl).origin);

    const widget = page.locator('busdesk-seat-map');
    await seat(widget, picked).waitFor({ state: 'visible', timeout: 30_000 });
    const placement = await page.evaluate((seatId) => {
      const host = document.querySelector('busdesk-seat-map');
      return {
        inShadowRoot: Boolean(host?.shadowRoot?.querySelector(`[aria-label^="Ghế ${seatId}"]`)),
        inPage: Boolean(document.querySelector('[aria-label^="Ghế "]')),
      };
    }, picked);
    expect(placement).toEqual({ inShadowRoot: true, inPage: false });
    expect(await seatName(widget, picked)).toContain(SALES_TEXT.seatFree);

    await seat(widget, picked).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as Recorder).__seatSelect)).toContainEqual({ tripId: trip.tripId, seatIds: [picked] });
    await expect.poll(() => seatName(widget, picked)).toContain(SALES_TEXT.seatSelected);

    await bookOverApi(portal.baseUrl, staffToken, view, [ownSale]);
    await expect.poll(() => seatName(widget, ownSale), { timeout: 5000 }).toMatch(OWN_SOLD);

    const rivalToken = await apiLogin(portal.baseUrl, QUAYMOI);
    await bookOverApi(portal.baseUrl, rivalToken, view, [otherSale]);
    await expect.poll(() => seatName(widget, otherSale), { timeout: 5000 }).toContain(SALES_TEXT.seatOtherAgency);
  });
});
