import { MSG } from '@busdesk/api-contract';
import { startFixtureApiServer, type FixtureApiServer } from '@busdesk/shared-kit/test-support';
import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { defineQuickSearchElement, QUICK_SEARCH_ELEMENT } from './quick-search-element';
import { TICKET_SELECT_EVENT, type TicketSelectDetail } from './quick-search-widget';

const DAY = 86_400_000;
const ticket = (ticketId: string, ticketStatus: number, fullName: string, seatId: string) => ({
  ticketId,
  tripId: 't-mdong-dalat-7',
  ticketCode: 'VX000321',
  ticketStatus,
  seatId,
  fullName,
  phoneNumber: '0903111222',
  orderer: 'Phạm Văn Đặt',
  ordererPhoneNumber: '0903999888',
  getInTimePlan: Date.now() + DAY,
});

let server: FixtureApiServer;
beforeAll(async () => {
  server = await startFixtureApiServer({
    '/partner/search/ticket': (r) =>
      (r.body as { keyword: string }).keyword === 'loi'
        ? { status: 500, message: 'Có lỗi xảy ra' }
        : { results: { tickets: [ticket('tk-a', 3, 'Trịnh Thị Mai', 'A04'), ticket('tk-b', 0, 'Đào Văn Hủy', 'A05')] } },
  });
});
afterAll(() => server.close());
afterEach(() => {
  document.body.innerHTML = '';
});

function mountElement(attributes = `api-base="${server.base}" token="tok-widget"`): HTMLElement {
  defineQuickSearchElement();
  const holder = document.createElement('div');
  holder.innerHTML = `<${QUICK_SEARCH_ELEMENT} ${attributes}></${QUICK_SEARCH_ELEMENT}>`;
  document.body.append(holder);
  return holder.firstElementChild as HTMLElement;
}
const inShadow = (element: HTMLElement) => within(element.shadowRoot as unknown as HTMLElement);

describe(`<${QUICK_SEARCH_ELEMENT}>`, { timeout: 30_000 }, () => {
  it('searches with its own fetch inside its shadow root and emits ticket-select to the page', async () => {
    const user = userEvent.setup();
    const element = mountElement();
    const received: TicketSelectDetail[] = [];
    document.body.addEventListener(TICKET_SELECT_EVENT, (e) => received.push((e as CustomEvent<TicketSelectDetail>).detail));
    const input = await inShadow(element).findByRole('searchbox', {}, { timeout: 8000 });
    expect(input.getRootNode()).toBe(element.shadowRoot);
    await user.type(input, 'mai');
    const seat = await inShadow(element).findByRole('button', { name: /ghế A04/ }, { timeout: 8000 });
    expect(server.calls('/partner/search/ticket').at(-1)?.body).toEqual({ keyword: 'mai' });
    // The compact columns: the orderer's phone is shown beside the passenger's.
    expect(inShadow(element).getAllByText('0903999888')).toHaveLength(2);
    expect(element.shadowRoot?.querySelectorAll('style[data-emotion^="busdesk-quick-search"]').length).toBeGreaterThan(0);
    await user.click(seat);
    expect(received).toEqual([{ tripId: 't-mdong-dalat-7', ticketId: 'tk-a' }]);
    await user.click(inShadow(element).getByRole('button', { name: /ghế A05/ }));
    expect((await inShadow(element).findByRole('alert')).textContent).toBe(MSG.sales.searchedTicketCancelled);
    expect(received).toHaveLength(1);
  });

  it('shows the server’s failure in the seed’s words, and asks for its attributes', async () => {
    const user = userEvent.setup();
    const element = mountElement();
    await user.type(await inShadow(element).findByRole('searchbox', {}, { timeout: 8000 }), 'loi');
    expect((await inShadow(element).findByRole('alert', {}, { timeout: 8000 })).textContent).toBe(MSG.common.searchFailedWith('Có lỗi xảy ra'));
    const bare = mountElement('');
    await waitFor(() => expect(inShadow(bare).getByRole('alert').textContent).toBe('Thiếu thuộc tính api-base hoặc token'));
  });
});
