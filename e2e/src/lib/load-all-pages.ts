import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** The seed's label of the next-page button under a report (002 §2). */
const LOAD_MORE = 'Tải thêm';

/**
 * Clicks 'Tải thêm' until the server has no further page, each time waiting for the page it asked for: more rows in
 * the grid (its aria-rowcount) or no button any more, and the button usable again. No fixed pause: a page costs what it
 * costs, and the walk grows with the rows earlier tests left in the shared server. Answers how many pages it loaded.
 */
export async function loadAllPages(page: Page, grid: Locator = page.getByRole('grid').first()): Promise<number> {
  const more = page.getByRole('button', { name: LOAD_MORE });
  let pages = 0;
  while ((await more.count()) > 0) {
    const before = await grid.getAttribute('aria-rowcount');
    expect(before).not.toBeNull();
    await more.click();
    pages++;
    await expect
      .poll(async () => (await more.count()) === 0 || ((await grid.getAttribute('aria-rowcount')) !== before && (await more.isEnabled())), { timeout: 30_000 })
      .toBe(true);
  }
  return pages;
}
