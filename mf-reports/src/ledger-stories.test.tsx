import { MSG } from '@busdesk/api-contract';
import { BusdeskProviders } from '@busdesk/shared-kit';
import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import * as stories from './features/ticket-stats/components/ticket-stats-report.stories';
import { TICKET_STATS_LABELS as L } from './features/ticket-stats/labels';
import * as staffStories from './features/transactions/components/staff-select.stories';
import * as transactionStories from './features/transactions/components/transactions-report.stories';

afterEach(cleanup);
const later = { timeout: 15_000 };

/** Every story of the two screens renders its state (tests reuse the stories, STYLE #10). */
const CASES: Array<[string, ComponentType, string | RegExp]> = [
  ['stats Today', composeStories(stories).Today, '14.175.000 đ'],
  ['stats ChildStation', composeStories(stories).ChildStation, L.ofPartner('p-bxmd-moi')],
  ['stats Quiet', composeStories(stories).Quiet, '0 đ'],
  ['stats Refused', composeStories(stories).Refused, MSG.ledger.statsPartnerForbidden],
  ['transactions Today', composeStories(transactionStories).Today, 'Hoa hồng'],
  ['transactions Empty', composeStories(transactionStories).Empty, MSG.common.noData],
  ['transactions FilterFails', composeStories(transactionStories).FilterFails, new RegExp(`^${MSG.reports.filterFailed}`)],
  ['staff AllStaff', composeStories(staffStories).AllStaff, 'Nhân viên'],
  ['staff FixedToSelf', composeStories(staffStories).FixedToSelf, 'Trần Thị Bích Ngọc'],
];

describe('ledger report stories', () => {
  it.each(CASES)('%s renders its state', async (_name, Story, text) => {
    render(
      <BusdeskProviders>
        <Story />
      </BusdeskProviders>,
    );
    expect((await screen.findAllByText(text, {}, later)).length).toBeGreaterThan(0);
  }, 60_000);
});
