import { MSG } from '@busdesk/api-contract';
import { BusdeskProviders } from '@busdesk/shared-kit';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { a11yViolations } from '@busdesk/shared-kit/test-support/a11y-violations';
import { SEARCH_LABELS as L } from '../labels';
import { PARTNER_ID, tripFixture } from '../../../test-support/search-fixtures';
import { TripList } from './trip-list';

afterEach(cleanup);

const HOUR = 3_600_000;

function renderCards() {
  const now = Date.now();
  const trips = [
    tripFixture(0, { totalBookedSeat: 12, partnerLocks: [{ partnerId: PARTNER_ID, lockType: 1 }], choosableSeat: 0 }, now),
    tripFixture(1, { numberPlate: null, vehicleId: null, driverIds: [], driverNames: [] }, now),
    tripFixture(2, { startTimeReality: now - HOUR, startTime: now - HOUR, tripStatus: 2 }, now),
  ];
  render(
    <BusdeskProviders>
      <TripList trips={trips} partnerId={PARTNER_ID} selectedTripId="t-1" displayTripNewStyle={false} now={now} onSelect={() => undefined} />
    </BusdeskProviders>,
  );
  return within(screen.getByRole('list', { name: L.tripList })).getAllByRole('button');
}

/** The accessible name Testing Library computes for `card` (the name matcher is handed it). */
function accessibleName(card: HTMLElement): string {
  let name = '';
  within(card.parentElement!).getByRole('button', {
    name: (computed, element) => {
      if (element === card) name = computed;
      return element === card;
    },
  });
  return name;
}

/** The texts a sighted user reads on a card: every non-empty text node outside visually hidden helpers. */
const visibleTexts = (card: HTMLElement): string[] =>
  [...card.querySelectorAll<HTMLElement>('*')]
    .filter((el) => !el.closest('[data-sr-only]') && [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim()))
    .map((el) => [...el.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => n.textContent).join('').trim());

describe('TripCard accessibility', { timeout: 30_000 }, () => {
  it('names each card with its visible texts in reading order, then the states the icons show (WCAG 2.5.3)', () => {
    const [locked, noVehicle, departed] = renderCards() as [HTMLElement, HTMLElement, HTMLElement];
    for (const card of [locked, noVehicle, departed]) {
      const name = accessibleName(card);
      const texts = visibleTexts(card);
      expect(texts.length).toBeGreaterThanOrEqual(5);
      // A speech-input user says what they see first: the name starts with the departure time.
      expect(name.startsWith(texts[0]!)).toBe(true);
      // Reading order: each visible text appears in the name after the one before it.
      let from = 0;
      for (const text of texts) {
        const at = name.indexOf(text, from);
        expect(at, `"${text}" in "${name}"`).toBeGreaterThanOrEqual(from);
        from = at + text.length;
      }
    }
    expect(accessibleName(locked)).toContain(L.lockedState);
    expect(accessibleName(locked)).toContain(L.noSeatChoice);
    expect(accessibleName(locked)).toContain(L.seatsBooked);
    expect(accessibleName(noVehicle)).toContain(MSG.sales.noVehicle);
    expect(accessibleName(departed)).toContain(L.departed);
    expect(accessibleName(noVehicle)).not.toContain(L.lockedState);
  });

  it('has no serious or critical axe findings (label-content-name-mismatch included)', async () => {
    renderCards();
    expect(await a11yViolations(document.body)).toEqual([]);
  });
});
