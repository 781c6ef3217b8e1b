import type { TNotificationListResponse } from '@busdesk/api-contract';
import { describe, expect, it } from 'vitest';
import { foundTicket } from '../test-support/quick-search-fixtures';
import { appendPage, applyEvent, feedFromPage, groupByCompany } from './notification-feed';

const minhPhat = { companyId: 'c-mp', companyName: 'Nhà xe Minh Phát', isNotUsingAV: false };
const saoNam = { companyId: 'c-sn', companyName: 'Nhà xe Sao Nam', isNotUsingAV: true };
const page = (over: Partial<TNotificationListResponse> = {}): TNotificationListResponse => ({
  tickets: [foundTicket({ ticketId: 'a', ...minhPhat }), foundTicket({ ticketId: 'b', ...saoNam }), foundTicket({ ticketId: 'c', ...minhPhat })],
  total: 5,
  counts: { all: 5, usingApp: 3, notUsingApp: 2 },
  companies: [
    { ...minhPhat, count: 3 },
    { ...saoNam, count: 2 },
  ],
  nextPageToken: 'next',
  ...over,
});

describe('notification feed', () => {
  it('groups loaded tickets by company in order of appearance, badges counting the unloaded too', () => {
    const groups = groupByCompany(feedFromPage('all', page()));
    expect(groups.map((g) => [g.companyName, g.count, g.tickets.map((t) => t.ticketId)])).toEqual([
      ['Nhà xe Minh Phát', 3, ['a', 'c']],
      ['Nhà xe Sao Nam', 2, ['b']],
    ]);
  });

  it('appends a page without repeating a group that moved', () => {
    const next = appendPage(feedFromPage('all', page()), page({ tickets: [foundTicket({ ticketId: 'c' }), foundTicket({ ticketId: 'd' })], nextPageToken: null }));
    expect(next.tickets.map((t) => t.ticketId)).toEqual(['a', 'b', 'c', 'd']);
    expect(next.nextPageToken).toBeNull();
  });

  it('puts new groups of the tab on top and drops read ones by any of their ticket ids', () => {
    const usingApp = feedFromPage('usingApp', page({ tickets: [foundTicket({ ticketId: 'a', ...minhPhat })], total: 3 }));
    const added = applyEvent(usingApp, { type: 'new-partner-tickets', tickets: [foundTicket({ ticketId: 'n1', ...minhPhat }), foundTicket({ ticketId: 'n2', ...saoNam })] });
    expect(added.tickets.map((t) => t.ticketId)).toEqual(['n1', 'a']);
    expect(added.total).toBe(4);
    expect(added.companies.find((c) => c.companyId === 'c-mp')?.count).toBe(4);
    const read = applyEvent(added, { type: 'partner-tickets-read', ticketIds: ['n1', 'n1-seat2'] });
    expect(read.tickets.map((t) => t.ticketId)).toEqual(['a']);
    expect(read.total).toBe(3);
    expect(applyEvent(read, { type: 'partner-tickets-read', ticketIds: ['zz'] })).toBe(read);
  });
});
