import { MSG, SALE_TYPE_LABELS } from '@busdesk/api-contract';
import { BusdeskProviders } from '@busdesk/shared-kit';
import { composeStories } from '@storybook/react-vite';
import { cleanup, configure, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { a11yViolations } from '@busdesk/shared-kit/test-support/a11y-violations';
import { SALE_REPORT_LABELS as L } from './labels';
import * as stories from './sale-report-page.stories';

configure({ asyncUtilTimeout: 8_000 });
vi.setConfig({ testTimeout: 30_000 });
afterEach(cleanup);

const { Report, TripSheet, TripSheetFails } = composeStories(stories);

async function renderStory(Story: typeof Report) {
  await Story.load();
  render(
    <BusdeskProviders>
      <Story />
    </BusdeskProviders>,
  );
}

// What the Storybook a11y panel (axe) reports must stay empty; jsdom cannot judge contrast.
describe('sale report stories', () => {
  it('the report’s filters have no serious axe findings', async () => {
    await renderStory(Report);
    expect(screen.getByRole('combobox', { name: L.company })).toBeTruthy();
    expect(await a11yViolations(document.body)).toEqual([]);
  });

  it('the trip sheet shows the four sale types and the totals line, with no serious axe findings', async () => {
    await renderStory(TripSheet);
    const dialog = await screen.findByRole('dialog', { name: MSG.settlement.title });
    await within(dialog).findByText('51B-123.45');
    for (const label of Object.values(SALE_TYPE_LABELS)) expect(within(dialog).getByText(label)).toBeTruthy();
    expect(within(dialog).getByText(L.totalRow).closest('tr')!.textContent).toContain('1.272.500 đ');
    expect(await a11yViolations(document.body)).toEqual([]);
  });

  it('a sheet that cannot load says so and keeps print and Excel off', async () => {
    await renderStory(TripSheetFails);
    expect(await screen.findByText(MSG.settlement.fetchFailed)).toBeTruthy();
    const dialog = screen.getByRole('dialog', { name: MSG.settlement.title });
    expect((within(dialog).getByRole('button', { name: L.print }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(dialog).queryByText(SALE_TYPE_LABELS.cashDelegate)).toBeNull();
  });
});
