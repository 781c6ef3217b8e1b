import { MSG } from '@busdesk/api-contract';
import { BusdeskProviders, dateRangeToMillis, todayRange } from '@busdesk/shared-kit';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeTicketStatsServices } from '../../../test-support/fake-ledger-services';
import { TICKET_STATS_LABELS as L } from '../labels';
import { STAT_TILES } from '../stat-tiles';
import { partnerIdFromLocation, TicketStatsReport } from './ticket-stats-report';

afterEach(cleanup);
const later = { timeout: 15_000 };

function setup(services = fakeTicketStatsServices(), partnerId: string | null = null) {
  render(
    <BusdeskProviders>
      <TicketStatsReport services={services} partnerId={partnerId} />
    </BusdeskProviders>,
  );
  return services;
}
const tile = (label: string) => within(screen.getByRole('list', { name: L.tilesLabel })).getByText(label).nextSibling?.textContent;

describe('TicketStatsReport', () => {
  it("asks today 00:00:00.000–23:59:59.999 on opening and shows the six tiles, the value in đ; 'Lọc' asks again", async () => {
    const services = setup();
    await screen.findByRole('list', { name: L.tilesLabel }, later);
    const { fromDate, toDate } = dateRangeToMillis(todayRange());
    expect(services.requests[0]).toEqual({ startDate: fromDate, endDate: toDate, partnerId: null });
    expect(toDate - fromDate).toBe(86_400_000 - 1);
    expect(STAT_TILES).toHaveLength(6);
    expect(tile(L.totalSellers)).toBe('4');
    expect(tile(L.totalGoods)).toBe('57');
    expect(tile(L.totalTickets)).toBe('41');
    expect(tile(L.totalSuccessTickets)).toBe('33');
    expect(tile(L.totalFailedTickets)).toBe('5');
    expect(tile(L.totalMoneyPaidTickets)).toBe('14.175.000 đ');
    await userEvent.click(screen.getByRole('button', { name: MSG.reports.filter }));
    await waitFor(() => expect(services.requests).toHaveLength(2), later);
  });

  it("sends the URL's partnerId; a refusal shows the server's reason and no tiles", async () => {
    expect(partnerIdFromLocation('?partnerId=p-bxmd-moi')).toBe('p-bxmd-moi');
    expect(partnerIdFromLocation('?x=1')).toBeNull();
    const services = setup(fakeTicketStatsServices({ refuse: MSG.ledger.statsPartnerForbidden }), 'p-saoviet');
    expect(await screen.findByText(MSG.ledger.statsPartnerForbidden, {}, later)).toBeTruthy();
    expect(services.requests[0]).toMatchObject({ partnerId: 'p-saoviet' });
    expect(screen.queryByRole('list', { name: L.tilesLabel })).toBeNull();
  });
});
