import { BusdeskProviders } from '@busdesk/shared-kit';
import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as dialogStories from './booking-dialogs.stories';
import * as panelStories from './booking-panel.stories';
import { BOOKING_LABELS } from './labels';

vi.setConfig({ testTimeout: 30_000 });
afterEach(cleanup);

// The stories are the designers' view of the panel: each must render on its in-memory services.
describe('booking stories', () => {
  it.each(Object.entries(composeStories(panelStories)))('%s renders the panel', async (_name, Story) => {
    render(
      <BusdeskProviders>
        <Story />
      </BusdeskProviders>,
    );
    expect(await screen.findByRole('heading', { name: BOOKING_LABELS.title })).toBeTruthy();
  });

  it.each(Object.entries(composeStories(dialogStories)))('%s renders a dialog', async (_name, Story) => {
    render(
      <BusdeskProviders>
        <Story />
      </BusdeskProviders>,
    );
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });
});
