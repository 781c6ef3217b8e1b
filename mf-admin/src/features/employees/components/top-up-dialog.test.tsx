import { MSG } from '@busdesk/api-contract';
import { BusdeskProviders } from '@busdesk/shared-kit';
import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { employeesFixture } from '../../../test-support/admin-fixtures';
import * as stories from './top-up-dialog.stories';
import { TopUpDialog } from './top-up-dialog';

afterEach(cleanup);
const { TopUpStaff, Refused } = composeStories(stories);

function setup(onTopUp = vi.fn(async () => undefined)) {
  render(
    <BusdeskProviders>
      <TopUpDialog user={employeesFixture()[1]!} onTopUp={onTopUp} onClose={() => undefined} />
    </BusdeskProviders>,
  );
  return onTopUp;
}
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const amount = () => screen.getByRole('textbox', { name: new RegExp(`^${escape(MSG.ledger.amount)}`) });
const description = () => screen.getByRole('textbox', { name: new RegExp(`^${MSG.ledger.description}`) });
const submit = () => userEvent.click(screen.getByRole('button', { name: MSG.ledger.topUp }));

describe('TopUpDialog', () => {
  it.each([
    ['TopUpStaff', TopUpStaff],
    ['Refused', Refused],
  ])('story %s renders the employee and the fields', (_n, Story) => {
    render(
      <BusdeskProviders>
        <Story />
      </BusdeskProviders>,
    );
    expect(screen.getByText(MSG.ledger.topUpTitle('Trần Thị Bích Ngọc'))).toBeTruthy();
  });

  it('refuses an empty, zero, negative or fractional amount and an empty description with the Vietnamese messages, sending nothing', async () => {
    const onTopUp = setup();
    await submit();
    expect(await screen.findByText(MSG.ledger.amountRequired)).toBeTruthy();
    expect(screen.getByText(MSG.ledger.descriptionRequired)).toBeTruthy();
    for (const bad of ['0', '-5000', '12,5x']) {
      await userEvent.clear(amount());
      await userEvent.type(amount(), bad);
      await submit();
      expect(await screen.findByText(MSG.ledger.amountInvalid)).toBeTruthy();
    }
    expect(onTopUp).not.toHaveBeenCalled();
  });

  it('sends whole đồng (thousands separators allowed) with the trimmed description', async () => {
    const onTopUp = setup();
    await userEvent.type(amount(), '2.500.000');
    expect(screen.getByText('2.500.000 đ')).toBeTruthy();
    await userEvent.type(description(), '  Nạp tiền đầu ca ');
    await submit();
    await waitFor(() => expect(onTopUp).toHaveBeenCalledWith({ userId: 'u-staff', amount: 2_500_000, description: 'Nạp tiền đầu ca' }));
  });
});
