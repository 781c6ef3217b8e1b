import { BusdeskProviders } from '@busdesk/shared-kit';
import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { a11yViolations } from '@busdesk/shared-kit/test-support/a11y-violations';
import { SEARCH_LABELS as L } from '../labels';
import * as stories from './trip-search-panel.stories';

vi.setConfig({ testTimeout: 30_000 });
afterEach(cleanup);

const { Search, OneLineStyle, ServerDown, NotAuthorised, OpenedFromUrl } = composeStories(stories);

/** Runs the story's beforeEach (it signs the fixture user in), then renders it in the app's providers. */
async function renderStory(Story: typeof Search) {
  await Story.load();
  render(
    <BusdeskProviders>
      <Story />
    </BusdeskProviders>,
  );
}

// What the Storybook a11y panel (axe) reports must stay empty for every story; jsdom cannot judge contrast.
describe('trip search stories', () => {
  it.each([
    ['Search', Search],
    ['OneLineStyle', OneLineStyle],
    ['ServerDown', ServerDown],
  ])('%s shows the filters with no serious axe findings', async (_name, Story) => {
    await renderStory(Story);
    expect(await screen.findByRole('button', { name: L.getTrips })).toBeTruthy();
    expect(await a11yViolations(document.body)).toEqual([]);
  });

  it('OpenedFromUrl lists the open trip selected, with no serious axe findings', async () => {
    await renderStory(OpenedFromUrl);
    const list = await screen.findByRole('list', { name: L.tripList }, { timeout: 8_000 });
    const pressed = within(list).getAllByRole('button').filter((card) => card.getAttribute('aria-pressed') === 'true');
    expect(pressed).toHaveLength(1);
    expect(await a11yViolations(document.body)).toEqual([]);
  });

  it('NotAuthorised says so, with no serious axe findings', async () => {
    await renderStory(NotAuthorised);
    expect(screen.queryByRole('button', { name: L.getTrips })).toBeNull();
    expect(await a11yViolations(document.body)).toEqual([]);
  });
});
