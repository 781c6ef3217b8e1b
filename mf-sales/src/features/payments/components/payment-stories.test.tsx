import { BusdeskProviders } from '@busdesk/shared-kit';
import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '@busdesk/api-contract';
import { a11yViolations } from '@busdesk/shared-kit/test-support/a11y-violations';
import { PAYMENT_LABELS as L } from '../labels';
import * as dialogStories from './qr-payment-dialog.stories';
import * as alertStories from './refund-alert.stories';

vi.setConfig({ testTimeout: 30_000 });
afterEach(cleanup);

const dialogs = composeStories(dialogStories);
/** What each dialog story must end up showing. */
const SHOWS: Record<keyof typeof dialogs, string> = {
  BankQr: L.qrImage(L.bankQr),
  Loading: L.loading,
  BankQrRefused: MSG.payments.bankNotConfigured,
  BankQrFailed: MSG.sales.qrFailed,
  WalletQr: L.qrImage(L.walletQr),
  WalletNotConfigured: MSG.sales.momoNotConfigured,
};

// Each story must render its state on the in-memory services, and axe must find nothing serious in jsdom.
describe('payment stories', () => {
  it.each(Object.entries(dialogs))('%s shows its state with no serious axe findings', async (name, Story) => {
    render(
      <BusdeskProviders>
        <Story />
      </BusdeskProviders>,
    );
    const expected = SHOWS[name as keyof typeof dialogs];
    expect(await screen.findAllByText((_t, el) => el?.getAttribute('alt') === expected || el?.textContent === expected)).not.toHaveLength(0);
    expect(await a11yViolations(document.body)).toEqual([]);
  });

  it.each(Object.entries(composeStories(alertStories)))('%s lists refunds with no serious axe findings', async (_name, Story) => {
    render(
      <BusdeskProviders>
        <Story />
      </BusdeskProviders>,
    );
    expect(await screen.findByRole('region', { name: new RegExp(`^${MSG.payments.refundNeededTitle}`) })).toBeTruthy();
    expect(await a11yViolations(document.body)).toEqual([]);
  });
});
