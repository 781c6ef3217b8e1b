// The three widgets as a partner's page really holds them: another origin, the page's own CSS, a narrow column. The page
// is served by a tiny HTTP server on a second loopback port; it creates one widget with the attributes of its query,
// inside a column of the width asked for, under the CSS asked for, and loads the widget's script from the portal.
import type { Page, WebSocketRoute } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiLogin } from './lib/api';
import { accessibilityViolations } from './lib/axe';
import { usePortal } from './lib/portal';
import { partnerSite } from './lib/partner-site';
import { findTrip, seat, SHARED_ROUTE_IDS } from './lib/sales';
import { ACCOUNTS } from './lib/texts';

const portal = usePortal();

const PARTNER_PAGE = `<!doctype html>
<html lang="vi"><head><meta charset="utf-8"><title>Nhà xe đối tác</title><style id="partner-css"></style></head>
<body><h1>Nhà xe đối tác</h1><div id="column"></div>
<script>
  const query = new URLSearchParams(location.search);
  document.getElementById('partner-css').textContent = query.get('css') || '';
  const column = document.getElementById('column');
  if (query.get('width')) column.style.width = query.get('width') + 'px';
  const kind = query.get('kind');
  const widget = document.createElement('busdesk-' + kind);
  for (const [name, value] of query) if (name.startsWith('attr-')) widget.setAttribute(name.slice(5), value);
  column.append(widget);
  const script = document.createElement('script');
  script.src = query.get('server') + '/widgets/busdesk-' + kind + '.js';
  document.head.append(script);
</script></body></html>`;

const site = partnerSite('/partner.html', () => PARTNER_PAGE);

type Kind = 'seat-map' | 'quick-search' | 'softphone';

async function partnerPage(kind: Kind, attributes: Record<string, string>, options: { css?: string; width?: number } = {}): Promise<Page> {
  const query = new URLSearchParams({ server: portal.baseUrl, kind, css: options.css ?? '' });
  if (options.width) query.set('width', String(options.width));
  for (const [name, value] of Object.entries(attributes)) query.set(`attr-${name}`, value);
  const page = await portal.newPage();
  await page.goto(`${site.url()}?${query.toString()}`);
  return page;
}

/** The smallest font size of any text the widget shows (px), and a sample of the elements at that size. */
function smallestText(page: Page, kind: Kind): Promise<{ px: number; sample: string }> {
  return page.evaluate((tag) => {
    const root = document.querySelector(tag)?.shadowRoot;
    let px = Infinity;
    let sample = '';
    for (const element of root?.querySelectorAll('*') ?? []) {
      const text = [...element.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => n.textContent?.trim()).join('');
      if (!text || element.closest('style')) continue;
      const size = parseFloat(getComputedStyle(element).fontSize);
      if (size < px) {
        px = size;
        sample = `${element.tagName} "${text.slice(0, 30)}"`;
      }
    }
    return { px, sample };
  }, `busdesk-${kind}`);
}

// A page whose stylesheet makes 1 rem 10 px (the common `html { font-size: 62.5% }`): the widgets' MUI sizes were rem,
// so their text came out at 7.5–8.75 px. The smallest text any widget shows on its own is 11 px (the seat map's legend).
const LEGEND = 'Chú thích';
const FREE_SEAT = 'Còn trống';
/** The demo agency's line on the local exchange. */
const LINE = '1009';
/** What the softphone says while its connection for call events is down (ours). */
const CALL_EVENTS_DOWN = 'Mất kết nối tổng đài, cuộc gọi đến chưa thể đổ chuông — đang kết nối lại…';

/** A telecom company's name as long as real ones get (a call centre's full name and branch). */
const LONG_LINE_NAME = 'Tổng đài chăm sóc khách hàng Bến xe Miền Đông - chi nhánh Thủ Đức';
/** The quick search field's label (shared-kit quick-search-labels.ts, ours). */
const QUICK_SEARCH_LABEL = 'Số điện thoại, tên hành khách, mã vé hoặc mã hóa đơn QR';

/**
 * Elements of the widget's shadow root that stick out of its host sideways, and boxes that cut their own text
 * (scrollWidth over clientWidth while clipping) without giving it whole in a title; each as its text.
 */
function cutOrOutside(page: Page, kind: Kind): Promise<{ outside: string[]; cut: string[] }> {
  return page.evaluate((tag) => {
    const host = document.querySelector(tag)!;
    const box = host.getBoundingClientRect();
    const all = [...host.shadowRoot!.querySelectorAll('*')].filter((e) => !e.closest('style') && e.getBoundingClientRect().width > 0);
    const outside = all.filter((e) => {
      const r = e.getBoundingClientRect();
      return r.right > box.right + 1 || r.left < box.left - 1;
    });
    const cut = all.filter(
      (e) =>
        e.clientWidth > 2 &&
        e.scrollWidth > e.clientWidth + 1 &&
        getComputedStyle(e).overflowX !== 'visible' &&
        (e.textContent ?? '').trim() !== '' &&
        !(e.getAttribute('title') ?? '').includes((e.textContent ?? '').trim().replace(/…$/, '')),
    );
    const text = (e: Element) => `${e.tagName.toLowerCase()} "${(e.textContent ?? '').trim().slice(0, 80)}"`;
    return { outside: outside.map(text).slice(0, 5), cut: cut.map(text).slice(0, 5) };
  }, `busdesk-${kind}`);
}

const ROOT_62_5 = 'html { font-size: 62.5%; } body { font-size: 1.6rem; }';

describe('widgets on a partner page with its own CSS', () => {
  it('keep their text legible when the page sets its root font size to 62.5%', async () => {
    const token = await apiLogin(portal.baseUrl, ACCOUNTS.staff);
    const { trip, seatIds } = await findTrip(portal.baseUrl, token, { seats: 1, routeIds: SHARED_ROUTE_IDS });
    const apiBase = `${portal.baseUrl}/api`;

    const seatMap = await partnerPage('seat-map', { 'api-base': apiBase, token, 'trip-id': trip.tripId }, { css: ROOT_62_5 });
    await seat(seatMap.locator('busdesk-seat-map'), seatIds[0]!).waitFor({ timeout: 30_000 });
    const seatMapText = await smallestText(seatMap, 'seat-map');
    expect(seatMapText.px, seatMapText.sample).toBeGreaterThanOrEqual(11);

    const quickSearch = await partnerPage('quick-search', { 'api-base': apiBase, token }, { css: ROOT_62_5 });
    const field = quickSearch.locator('busdesk-quick-search').getByRole('searchbox');
    await field.fill('Lan');
    await quickSearch.locator('busdesk-quick-search').getByRole('table').waitFor({ timeout: 30_000 });
    const quickSearchText = await smallestText(quickSearch, 'quick-search');
    expect(quickSearchText.px, quickSearchText.sample).toBeGreaterThanOrEqual(11);

    const softphone = await partnerPage('softphone', { 'api-base': apiBase, token }, { css: ROOT_62_5 });
    await softphone.locator('busdesk-softphone').getByRole('tablist').waitFor({ timeout: 30_000 });
    const softphoneText = await smallestText(softphone, 'softphone');
    expect(softphoneText.px, softphoneText.sample).toBeGreaterThanOrEqual(11);
  });

  it("keep the page's font out of the seat map's legend popup", async () => {
    const token = await apiLogin(portal.baseUrl, ACCOUNTS.staff);
    const { trip, seatIds } = await findTrip(portal.baseUrl, token, { seats: 1, routeIds: SHARED_ROUTE_IDS });
    const page = await partnerPage('seat-map', { 'api-base': `${portal.baseUrl}/api`, token, 'trip-id': trip.tripId }, { css: 'body { font-family: Georgia, serif; }' });
    const widget = page.locator('busdesk-seat-map');
    await seat(widget, seatIds[0]!).waitFor({ timeout: 30_000 });
    await widget.getByRole('button', { name: LEGEND }).click();
    const legend = widget.getByRole('dialog');
    await legend.getByText(FREE_SEAT).waitFor();
    // Every text of the popup, the swatches' letters (G, T) included, in the widget's own font.
    const fonts = await legend.evaluate((root) => [...new Set([...root.querySelectorAll('*')].filter((e) => e.childNodes[0]?.nodeType === Node.TEXT_NODE).map((e) => getComputedStyle(e).fontFamily))]);
    expect(fonts.filter((font) => !font.startsWith('"Be Vietnam Pro"'))).toEqual([]);
  });
});

describe('softphone widget in a 360 px column', () => {
  it('shows the whole dates of its history filter', async () => {
    const token = await apiLogin(portal.baseUrl, ACCOUNTS.staff);
    const page = await partnerPage('softphone', { 'api-base': `${portal.baseUrl}/api`, token, line: LINE }, { width: 360 });
    const widget = page.locator('busdesk-softphone');
    const historyTab = widget.getByRole('tab', { name: /^Lịch sử · / });
    await historyTab.waitFor({ timeout: 30_000 });
    await historyTab.click();
    const inputs = widget.getByRole('search').locator('input');
    await expect.poll(() => inputs.count()).toBeGreaterThan(2);
    // A date field of the filter shows dd/mm/yyyy whole (at 360 px the two side by side cut the year: '02/12/20'). The
    // picker shows the date in its sections, not in its (1 px, hidden) input; any box that clips its text counts.
    const cut = await widget.getByRole('search').evaluate((form) =>
      [...form.querySelectorAll('*')]
        .filter((e) => e.clientWidth > 2 && e.scrollWidth > e.clientWidth + 1 && getComputedStyle(e).overflowX !== 'visible')
        .map((e) => e.textContent),
    );
    expect(cut).toEqual([]);
    // Nothing of the widget sticks out of its column.
    const outside = await page.evaluate(() => {
      const host = document.querySelector('busdesk-softphone')!;
      const box = host.getBoundingClientRect();
      return [...host.shadowRoot!.querySelectorAll('*')].filter((e) => {
        const r = e.getBoundingClientRect();
        return r.width > 0 && (r.right > box.right + 1 || r.left < box.left - 1);
      }).length;
    });
    expect(outside).toBe(0);
  });

  it('says so while its connection for call events is down, and stops saying it once back', async () => {
    const token = await apiLogin(portal.baseUrl, ACCOUNTS.staff);
    const page = await portal.newPage();
    // The network between the page and the server's /mqtt, as the user's connection or the server would drop it.
    let down = false;
    const open: WebSocketRoute[] = [];
    await page.routeWebSocket(/\/mqtt$/, (ws) => {
      if (down) return void ws.close();
      ws.connectToServer();
      open.push(ws);
    });
    const query = new URLSearchParams({ server: portal.baseUrl, kind: 'softphone', width: '360', 'attr-api-base': `${portal.baseUrl}/api`, 'attr-token': token, 'attr-line': LINE });
    await page.goto(`${site.url()}?${query.toString()}`);
    const widget = page.locator('busdesk-softphone');
    await widget.getByRole('tab', { name: /^Lịch sử · / }).waitFor({ timeout: 30_000 });
    await expect.poll(() => open.length).toBeGreaterThan(0);
    expect(await widget.getByText(CALL_EVENTS_DOWN).count()).toBe(0);

    down = true;
    for (const ws of open.splice(0)) await ws.close();
    await widget.getByText(CALL_EVENTS_DOWN).waitFor({ timeout: 15_000 });
    down = false;
    await widget.getByText(CALL_EVENTS_DOWN).waitFor({ state: 'detached', timeout: 30_000 });
  });
});

describe('softphone widget in a 360 px column, a line with a long name', () => {
  it('keeps the name inside its box and gives it whole', async () => {
    const token = await apiLogin(portal.baseUrl, ACCOUNTS.staff);
    const page = await portal.newPage();
    // The agency's lines as the server lists them and logs in to them, the demo line's company renamed to a long
    // (real-world) name.
    await page.route(/\/(partner\/branch_telecom\/get-list|telephony\/line\/login)$/, async (route) => {
      const response = await route.fetch();
      const rename = (value: unknown): void => {
        if (Array.isArray(value)) return value.forEach(rename);
        if (value === null || typeof value !== 'object') return;
        const line = value as Record<string, unknown>;
        if (line.number === LINE && typeof line.telecomCompanyName === 'string') line.telecomCompanyName = LONG_LINE_NAME;
        Object.values(line).forEach(rename);
      };
      const body: unknown = await response.json();
      rename(body);
      await route.fulfill({ response, json: body });
    });
    const query = new URLSearchParams({ server: portal.baseUrl, kind: 'softphone', width: '360', 'attr-api-base': `${portal.baseUrl}/api`, 'attr-token': token, 'attr-line': LINE });
    await page.goto(`${site.url()}?${query.toString()}`);
    const widget = page.locator('busdesk-softphone');
    const lineSelect = widget.getByRole('combobox', { name: /^Máy lẻ/ });
    await expect.poll(() => lineSelect.textContent(), { timeout: 30_000 }).toBe(`${LINE} · ${LONG_LINE_NAME}`);
    const historyTab = widget.getByRole('tab', { name: `Lịch sử · ${LONG_LINE_NAME}` });
    await historyTab.waitFor();
    // The history tab names the line's provider in at most two lines (five at 360 px before), the whole name on hover.
    const tabLabel = await historyTab.evaluate((tab) => {
      const style = getComputedStyle(tab);
      const textHeight = tab.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
      const titled = tab.querySelector('[title]') ?? tab;
      return { lines: Math.round(textHeight / parseFloat(style.lineHeight)), title: titled.getAttribute('title') };
    });
    expect(tabLabel).toEqual({ lines: expect.any(Number) as number, title: `Lịch sử · ${LONG_LINE_NAME}` });
    expect(tabLabel.lines).toBeLessThanOrEqual(2);
    // The whole name stays visible: the chosen line's box shows all of its text, within the widget.
    const shown = await lineSelect.evaluate((e) => {
      const host = (e.getRootNode() as ShadowRoot).host.getBoundingClientRect();
      const r = e.getBoundingClientRect();
      return { clipped: e.scrollWidth > e.clientWidth + 1 || e.scrollHeight > e.clientHeight + 1, inside: r.left >= host.left - 1 && r.right <= host.right + 1 };
    });
    expect(shown).toEqual({ clipped: false, inside: true });
    // Nothing sticks out of the 360 px column, and no box cuts the name without giving it whole.
    expect(await cutOrOutside(page, 'softphone')).toEqual({ outside: [], cut: [] });
    // The list of lines opened: each line whole (wrapping) inside the column.
    await lineSelect.click();
    const option = widget.getByRole('option', { name: `${LINE} · ${LONG_LINE_NAME}` });
    await option.waitFor();
    const optionBox = (await option.boundingBox())!;
    const hostBox = (await widget.boundingBox())!;
    expect(optionBox.x).toBeGreaterThanOrEqual(hostBox.x - 1);
    expect(optionBox.x + optionBox.width).toBeLessThanOrEqual(hostBox.x + hostBox.width + 1);
    expect(await option.evaluate((e) => e.scrollWidth <= e.clientWidth + 1)).toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await option.waitFor({ state: 'detached' });
    // The option leaves the accessibility tree as the menu starts closing; the menu itself goes once it has faded.
    await widget.locator('.MuiMenu-root').waitFor({ state: 'detached' });
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});

describe('quick search widget in a 360 px column', () => {
  it("shows its field's label whole, before and while typing", async () => {
    const token = await apiLogin(portal.baseUrl, ACCOUNTS.staff);
    const page = await partnerPage('quick-search', { 'api-base': `${portal.baseUrl}/api`, token }, { width: 360 });
    const widget = page.locator('busdesk-quick-search');
    const field = widget.getByRole('searchbox', { name: QUICK_SEARCH_LABEL });
    await field.waitFor({ timeout: 30_000 });
    const label = widget.locator('label').filter({ hasText: QUICK_SEARCH_LABEL });
    // Whole: the label's text is not clipped, and its box lies within the widget's.
    const whole = () =>
      label.evaluate((e) => {
        const host = (e.getRootNode() as ShadowRoot).host.getBoundingClientRect();
        const r = e.getBoundingClientRect();
        return { clipped: e.scrollWidth > e.clientWidth + 1, inside: r.left >= host.left - 1 && r.right <= host.right + 1 };
      });
    expect(await whole()).toEqual({ clipped: false, inside: true });
    expect(await accessibilityViolations(page)).toEqual([]);
    await field.fill('Lan');
    await widget.getByRole('table').waitFor({ timeout: 30_000 });
    expect(await whole()).toEqual({ clipped: false, inside: true });
    expect(await accessibilityViolations(page)).toEqual([]);
  });


  it('shows each result whole, its seat link in view, instead of a table to scroll sideways', async () => {
    const token = await apiLogin(portal.baseUrl, ACCOUNTS.staff);
    const page = await partnerPage('quick-search', { 'api-base': `${portal.baseUrl}/api`, token }, { width: 360 });
    const widget = page.locator('busdesk-quick-search');
    await widget.getByRole('searchbox').fill('Lan');
    await widget.getByRole('table').waitFor({ timeout: 30_000 });
    // Before: six columns in 336 px, scrolled sideways: the status chip cut ('Đã tha'), the seat and the time out of view.
    const layout = await page.evaluate(() => {
      const host = document.querySelector('busdesk-quick-search')!;
      const box = host.getBoundingClientRect();
      const table = host.shadowRoot!.querySelector('table')!;
      const scroller = table.parentElement!;
      const outside = [...table.querySelectorAll('tbody *')].filter((e) => {
        const r = e.getBoundingClientRect();
        return r.width > 0 && (r.right > box.right + 1 || r.left < box.left - 1);
      });
      return { sideways: scroller.scrollWidth - scroller.clientWidth, outside: outside.map((e) => e.textContent).slice(0, 3) };
    });
    expect(layout).toEqual({ sideways: 0, outside: [] });
    // The first result's seat, the link that opens the ticket, is in view and opens it.
    const seatLink = widget.getByRole('button', { name: /^Mở vé ghế/ }).first();
    expect(await seatLink.isVisible()).toBe(true);
    const linkBox = (await seatLink.boundingBox())!;
    const hostBox = (await widget.boundingBox())!;
    expect(linkBox.x + linkBox.width).toBeLessThanOrEqual(hostBox.x + hostBox.width);
  });
});
