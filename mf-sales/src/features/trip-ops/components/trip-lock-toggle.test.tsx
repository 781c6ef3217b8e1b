import type { TTripCard } from '@busdesk/api-contract';
import { BusdeskProviders } from '@busdesk/shared-kit';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { lockTrip } from '../api/lock-trip';
import { TRIP_OPS_LABELS as L } from '../labels';
import { TripLockToggle } from './trip-lock-toggle';

vi.setConfig({ testTimeout: 30_000 });
afterEach(cleanup);

type Locks = TTripCard['partnerLocks'];
const AGENCY = 'p-bxmd';
const locks = (lockType: 0 | 1): Locks => [{ partnerId: AGENCY, lockType }];

function setup(initial: Locks) {
  // The server's answer to a toggle: the agency's entry as asked.
  const lock = vi.fn<typeof lockTrip>(async (tripId, lockType) => ({ tripId, partnerLocks: locks(lockType) }));
  const view = (partnerLocks: Locks) => (
    <BusdeskProviders>
      <TripLockToggle trip={{ tripId: 't-1', partnerLocks }} partnerId={AGENCY} lock={lock} />
    </BusdeskProviders>
  );
  const { rerender } = render(view(initial));
  return { lock, show: (partnerLocks: Locks) => rerender(view(partnerLocks)) };
}

const button = () => screen.getByRole('button', { name: /^(Khóa chuyến|Mở khóa chuyến)$/ });

describe('TripLockToggle', () => {
  it('shows its own answer until the trip changes, then whatever the trip says: a colleague’s lock after this clerk’s unlock shows locked', async () => {
    const { lock, show } = setup(locks(1));
    expect(button().getAttribute('aria-label')).toBe(L.unlock);
    await userEvent.click(button());
    await waitFor(() => expect(button().getAttribute('aria-label')).toBe(L.lock));
    expect(lock).toHaveBeenLastCalledWith('t-1', 0);
    // The clerk's own unlock comes back live; then a colleague of the same agency locks the trip again.
    show(locks(0));
    expect(button().getAttribute('aria-label')).toBe(L.lock);
    show(locks(1));
    expect(button().getAttribute('aria-label')).toBe(L.unlock);
    expect(button().getAttribute('aria-pressed')).toBe('true');
    // And the next click unlocks it (it locked it again before: the card had shown 'unlocked').
    await userEvent.click(button());
    await waitFor(() => expect(lock).toHaveBeenLastCalledWith('t-1', 0));
  });

  it('keeps the answer while the card is not re-read (the list still holds the old partnerLocks)', async () => {
    const initial = locks(0);
    const { show } = setup(initial);
    await userEvent.click(button());
    await waitFor(() => expect(button().getAttribute('aria-label')).toBe(L.unlock));
    // A re-render with the same trip value (another card's count changed, say) does not undo it.
    show(initial);
    expect(button().getAttribute('aria-label')).toBe(L.unlock);
  });
});
