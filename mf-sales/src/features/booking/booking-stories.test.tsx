import { BusdeskProviders } from '@busdesk/shared-kit';
import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { a11yViolations } from '@busdesk/shared-kit/test-support/a11y-violations';
import * as dialogStories from './components/booking-dialogs.stories';
import * as panelStories from './components/booking-panel.stories';
import { BOOKING_LABELS } from './labels';

vi.setConfig({ testTimeout: 30_000 });
afterEach(cleanup);

// The stories are the designers' view of the panel: each must render on its in-memory services, and axe (the
// Storybook a11y panel's engine) must find nothing serious in jsdom; contrast is checked in the browser runs.
describe('booking stories', () => {
  it.each(Object.entries(composeStories(panelStories)))('%s renders the panel with no serious axe findings', async (_name, Story) => {
    render(
      <BusdeskProviders>
        <Story />
      </BusdeskProviders>,
    );
    expect(await screen.findByRole('heading', { name: BOOKING_LABELS.title })).toBeTruthy();
    expect(await a11yViolations(document.body)).toEqual([]);
  });

  it.each(Object.entries(composeStories(dialogStories)))('%s renders a dialog with no serious axe findings', async (_name, Story) => {
    render(
      <BusdeskProviders>
        <Story />
      </BusdeskProviders>,
    );
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(await a11yViolations(document.body)).toEqual([]);
  });
});
