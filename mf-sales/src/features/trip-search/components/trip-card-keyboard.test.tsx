import type { TTripCard } from '@busdesk/api-contract';
import { BusdeskProviders } from '@busdesk/shared-kit';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { a11yViolations } from '@busdesk/shared-kit/test-support/a11y-violations';
import { SEARCH_LABELS as L } from '../labels';
import { PARTNER_ID, tripsFixture } from '../../../test-support/search-fixtures';
import { TripList } from './trip-list';

afterEach(cleanup);

/** Two controls beside each card, as the sales page puts them (lock, vehicle/driver edit): no Tab stop of their own. */
const actions = (trip: TTripCard) => (
  <>
    <button type="button" tabIndex={-1} aria-label={`Khóa ${trip.tripId}`} />
    <button type="button" tabIndex={-1} aria-label={`Sửa ${trip.tripId}`} />
  </>
);

function renderList(onSelect = vi.fn<(trip: TTripCard) => void>()) {
  render(
    <BusdeskProviders>
      <button type="button">trước</button>
      <TripList trips={tripsFixture(3)} partnerId={PARTNER_ID} selectedTripId={null} displayTripNewStyle={false} now={Date.now()} onSelect={onSelect} renderTripActions={actions} />
      <button type="button">sau</button>
    </BusdeskProviders>,
  );
  const list = screen.getByRole('list', { name: L.tripList });
  const cards = within(list).getAllByRole('button', { pressed: false });
  return { onSelect, list, cards, events: userEvent.setup() };
}

const focused = () => document.activeElement as HTMLElement;

describe('trip card keyboard', { timeout: 30_000 }, () => {
  it('is one Tab stop per card: Tab goes from card to card past their actions', async () => {
    const { cards, events } = renderList();
    act(() => screen.getByRole('button', { name: 'trước' }).focus());
    const stops: HTMLElement[] = [];
    for (let i = 0; i < 10; i++) {
      await events.tab();
      if (focused().textContent === 'sau') break;
      stops.push(focused());
    }
    expect(stops).toEqual(cards);
    // Shift+Tab goes back the same way.
    await events.tab({ shift: true });
    expect(focused()).toBe(cards[2]);
  });

  it("reaches a card's actions with the arrow keys and comes back; Enter on the card still opens it", async () => {
    const { cards, events, onSelect } = renderList();
    act(() => cards[1]!.focus());
    await events.keyboard('{ArrowRight}');
    expect(focused().getAttribute('aria-label')).toBe('Khóa t-1');
    await events.keyboard('{ArrowDown}');
    expect(focused().getAttribute('aria-label')).toBe('Sửa t-1');
    await events.keyboard('{ArrowRight}');
    expect(focused().getAttribute('aria-label')).toBe('Sửa t-1');
    await events.keyboard('{ArrowLeft}');
    expect(focused().getAttribute('aria-label')).toBe('Khóa t-1');
    await events.keyboard('{ArrowLeft}');
    expect(focused()).toBe(cards[1]);
    await events.keyboard('{ArrowRight}{ArrowDown}{Escape}');
    expect(focused()).toBe(cards[1]);
    // From an action, Tab goes on to the next card (still one stop per card).
    await events.keyboard('{ArrowRight}');
    await events.tab();
    expect(focused()).toBe(cards[2]);
    await events.keyboard('{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith(expect.objectContaining({ tripId: 't-2' }));
  });

  it('leaves other keys to the page (typing, the F2 shortcut), and says how to reach the actions', async () => {
    const { cards, events, list } = renderList();
    const seen: Array<{ key: string; prevented: boolean }> = [];
    const listener = (event: KeyboardEvent) => seen.push({ key: event.key, prevented: event.defaultPrevented });
    window.addEventListener('keydown', listener);
    try {
      act(() => cards[0]!.focus());
      await events.keyboard('{F2}a');
    } finally {
      window.removeEventListener('keydown', listener);
    }
    expect(seen).toEqual([
      { key: 'F2', prevented: false },
      { key: 'a', prevented: false },
    ]);
    const describedBy = cards[0]!.getAttribute('aria-describedby');
    expect(describedBy && document.getElementById(describedBy)?.textContent).toBe(L.cardActionsHint);
    expect(within(list).getAllByRole('group').map((group) => group.getAttribute('aria-label'))).toEqual(
      cards.map((card) => L.cardActions(card.textContent!.slice(0, 5))),
    );
    expect(await a11yViolations(list)).toEqual([]);
  });
});
