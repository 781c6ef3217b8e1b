// Quick search (issue 5, 002 §2 'Quick search dialog', 001 §5): from the navbar's search icon, a passenger found by
// phone or by name without diacritics opens /book-ticket on the ticket's trip with that ticket selected; the same
// search as `<busdesk-quick-search>` on another origin (examples/quick-search.html, unmodified) announces the chosen
// ticket with a `ticket-select` event.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiLogin } from './lib/api';
import { expectLocation, navbar, usePortal } from './lib/portal';
import { partnerSite } from './lib/partner-site';
import { bookOverApi, findTrip, seat, SHARED_ROUTE_IDS } from './lib/sales';
import { REPO_ROOT } from './lib/server';
import { ACCOUNTS } from './lib/texts';

const portal = usePortal();

// ours (root-config SHELL_LABELS.navbar.quickSearch, shared-kit QUICK_SEARCH_LABELS); the messages are 001 §5's.
const SEARCH = 'Tìm kiếm vé nhanh';
const CANCELLED = 'Vé tìm kiếm đã bị hủy!';
const NOT_FOUND = 'Không tìm thấy vé!';
const EXAMPLE_PAGE = join(REPO_ROOT, 'examples', 'quick-search.html');

const site = partnerSite('/quick-search.html', () => readFileSync(EXAMPLE_PAGE));

const uniqueName = () => {
  // Letters only (a name search folds diacritics and case): a different surname per run.
  const tag = Date.now().toString(36).replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!);
  return { stored: `Đoàn Thị Ánh ${tag[0]!.toUpperCase()}${tag.slice(1)}`, typed: `doan thi anh ${tag}` };
};

type TicketSelectDetail = { tripId: string; ticketId: string };
type Recorder = { __ticketSelect?: TicketSelectDetail[] };

describe('quick search', () => {
  it('finds a passenger by name without diacritics and opens the ticket on /book-ticket with it selected', async () => {
    const token = await apiLogin(portal.baseUrl, ACCOUNTS.staff);
    const { view, seatIds } = await findTrip(portal.baseUrl, token, { seats: 2, routeIds: SHARED_ROUTE_IDS });
    const name = uniqueName();
    const [first] = await bookOverApi(portal.baseUrl, token, view, seatIds, { fullName: name.stored, paidMoney: (p) => p });

    const page = await portal.signedInPage(ACCOUNTS.staff);
    await page.goto('/book-ticket');
    await navbar(page).getByRole('button', { name: SEARCH }).click();
    const dialog = page.getByRole('dialog', { name: SEARCH });
    await dialog.getByRole('searchbox').fill('zzqx khong ai ten nay');
    await dialog.getByText(NOT_FOUND).waitFor();

    await dialog.getByRole('searchbox').fill(name.typed);
    const rows = dialog.getByRole('row').filter({ hasText: name.stored });
    await expect.poll(() => rows.count()).toBe(2);
    // The navbar version's columns; the route and company of the trip are shown.
    const row = rows.filter({ hasText: seatIds[0]! });
    expect(await row.textContent()).toContain(view.trip.routeName);
    await row.getByRole('link').click();

    await expectLocation(page, '/book-ticket', { tripId: view.trip.tripId, ticketId: first!.ticketId });
    for (const id of seatIds) await expect.poll(() => seat(page, id).getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByRole('dialog', { name: SEARCH }).count()).toBe(0);
  });

  it('says a cancelled ticket is cancelled instead of opening it', async () => {
    const token = await apiLogin(portal.baseUrl, ACCOUNTS.staff);
    const { view, seatIds } = await findTrip(portal.baseUrl, token, { seats: 1, routeIds: SHARED_ROUTE_IDS });
    const name = uniqueName();
    const [ticket] = await bookOverApi(portal.baseUrl, token, view, seatIds, { fullName: name.stored, paidMoney: (p) => p });
    const res = await fetch(`${portal.baseUrl}/api/ticket/partner/cancel`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ ticketIds: [ticket!.ticketId] }),
    });
    expect(res.status).toBe(200);

    const page = await portal.signedInPage(ACCOUNTS.staff);
    await page.goto('/book-ticket');
    await navbar(page).getByRole('button', { name: SEARCH }).click();
    const dialog = page.getByRole('dialog', { name: SEARCH });
    await dialog.getByRole('searchbox').fill(name.typed);
    await dialog.getByRole('row').filter({ hasText: name.stored }).getByRole('link').click();
    await dialog.getByText(CANCELLED).waitFor();
    expect(new URL(page.url()).pathname).toBe('/book-ticket');
    expect(new URL(page.url()).searchParams.get('ticketId')).toBeNull();
  });

  it('works as <busdesk-quick-search> on another origin and announces the chosen ticket', async () => {
    const token = await apiLogin(portal.baseUrl, ACCOUNTS.staff);
    const { view, seatIds } = await findTrip(portal.baseUrl, token, { seats: 1, routeIds: SHARED_ROUTE_IDS });
    const name = uniqueName();
    const [ticket] = await bookOverApi(portal.baseUrl, token, view, seatIds, { fullName: name.stored, paidMoney: (p) => p });

    const page = await portal.newPage();
    await page.addInitScript(() => {
      const w = window as unknown as Recorder;
      w.__ticketSelect = [];
      document.addEventListener('ticket-select', (event) => w.__ticketSelect!.push((event as CustomEvent<TicketSelectDetail>).detail));
    });
    await page.goto(`${site.url()}?${new URLSearchParams({ server: portal.baseUrl, token }).toString()}`);
    expect(new URL(page.url()).origin).not.toBe(new URL(portal.baseUrl).origin);

    const widget = page.locator('busdesk-quick-search');
    const input = widget.getByRole('searchbox');
    await input.waitFor({ timeout: 30_000 });
    expect(await page.evaluate(() => Boolean(document.querySelector('busdesk-quick-search')?.shadowRoot?.querySelector('input')))).toBe(true);
    await input.fill(name.typed);
    // The compact version: the seat is the link that opens the ticket.
    await widget.getByRole('button', { name: new RegExp(`ghế ${seatIds[0]}`) }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as Recorder).__ticketSelect))
      .toEqual([{ tripId: view.trip.tripId, ticketId: ticket!.ticketId }]);
    // The example page logs the event too.
    await expect.poll(() => page.locator('#log').textContent()).toContain(ticket!.ticketId);
  });
});
