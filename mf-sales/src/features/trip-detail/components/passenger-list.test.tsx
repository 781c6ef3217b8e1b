import { BusdeskProviders, formatMoney } from '@busdesk/shared-kit';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { a11yViolations } from '@busdesk/shared-kit/test-support/a11y-violations';
import { FIXTURE_NOW, fixtureTickets } from '../../../test-support/trip-detail-fixtures';
import { TRIP_DETAIL_LABELS as L } from '../labels';
import { PassengerList } from './passenger-list';

afterEach(cleanup);

describe('PassengerList', { timeout: 30_000 }, () => {
  it('shows every fact of each ticket by seat, and the totals to collect in a footer', async () => {
    render(
      <BusdeskProviders>
        <PassengerList tickets={fixtureTickets} now={FIXTURE_NOW} />
      </BusdeskProviders>,
    );
    const table = screen.getByRole('table', { name: L.passengerTab });
    const rows = within(table).getAllByRole('row').slice(1, -1);
    const sorted = [...fixtureTickets].sort((a, b) => a.seatId.localeCompare(b.seatId, 'vi', { numeric: true }));
    expect(rows).toHaveLength(sorted.length);
    sorted.forEach((ticket, i) => {
      const text = rows[i]!.textContent ?? '';
      for (const fact of [ticket.seatId, ticket.fullName, ticket.phoneNumber, ticket.pointUp?.name, ticket.pointDown?.name, ticket.seller.fullName]) {
        if (fact) expect(text).toContain(fact);
      }
      expect(text).toContain(formatMoney(ticket.agencyPrice));
      expect(text).toContain(formatMoney(ticket.paidMoney));
    });
    // Each header names what its column holds, both facts where a cell holds two.
    const headers = within(table).getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual([
      L.columns.seat,
      L.columns.fullName + L.columns.phone,
      L.columns.pointUp + L.columns.pointDown,
      L.columns.price,
      L.columns.paid,
      L.columns.status + L.columns.seller,
    ]);
    const price = sorted.reduce((n, t) => n + t.agencyPrice, 0);
    const paid = sorted.reduce((n, t) => n + t.paidMoney, 0);
    const footer = within(table).getAllByRole('row').at(-1)!;
    expect(footer.textContent).toContain(L.passengerTotals(sorted.length));
    expect([...footer.querySelectorAll('[data-value]')].map((e) => Number(e.getAttribute('data-value')))).toEqual([price, paid, price - paid]);
    expect(await a11yViolations(document.body)).toEqual([]);
  });
});
