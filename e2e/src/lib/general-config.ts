// The general configuration's e2e files (admin-config, admin-unsaved-edits) edit the other agency's (Sao Việt) ticket
// configuration, so the Miền Đông accounts the other files use are untouched, and put it back after each test.
import type { Page } from 'playwright-core';
import { apiLogin } from './api';
import { ACCOUNTS } from './texts';

/** The ticket-selling column's title: the page has loaded the configuration when it shows. */
export const TICKET_CONFIG_TITLE = 'Cấu hình bán vé';

/** Puts Sao Việt's ticket-selling config back as the demo data has it (over the API, as the screen would save it). */
export async function restoreSaoVietTicketConfig(baseUrl: string): Promise<void> {
  const token = await apiLogin(baseUrl, ACCOUNTS.admin2);
  await fetch(`${baseUrl}/api/v2/partner/update`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      ticketConfig: { phoneHidden: false, fullNameHidden: false, emailHidden: true, pointTypes: [0, 1, 2, 3], printLimit: 3, blockSearchKeywords: [] },
    }),
  });
}

/** /config/general, once its configuration has loaded. */
export async function openGeneralConfig(page: Page): Promise<void> {
  await page.goto('/config/general');
  await page.getByRole('heading', { name: TICKET_CONFIG_TITLE }).waitFor();
}
