import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { MSG } from '@busdesk/shared-kit';
import { ADMIN_LABELS } from '../../messages';
import { MailTicketPage } from './mail-ticket-page';

// vitest runs without globals here, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

const TITLES = [
  'Email đặt vé',
  'Email thanh toán vé thành công',
  'Email thanh toán online hết hạn giữ chỗ',
  'Email vé hết hạn giữ chỗ',
  'Email vé đã thanh toán',
  'Email vé bị hủy tự động',
];

describe('MailTicketPage', () => {
  it('lists the six templates of 000 §2.1 in order, each linking to its child route', () => {
    render(<MailTicketPage pathname="/config/mail-ticket/booked-ticket" />);
    const menu = screen.getByRole('navigation', { name: ADMIN_LABELS.mailTicket.menuLabel });
    const links = within(menu).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(TITLES);
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/config/mail-ticket/booked-ticket',
      '/config/mail-ticket/online-payment',
      '/config/mail-ticket/online-payment-expired',
      '/config/mail-ticket/expired-ticket',
      '/config/mail-ticket/paid-ticket',
      '/config/mail-ticket/automatically-cancelled',
    ]);
  });

  it('marks the current template and says its editor is still being built', () => {
    render(<MailTicketPage pathname="/config/mail-ticket/paid-ticket" />);
    expect(screen.getByRole('link', { current: 'page' }).textContent).toBe('Email vé đã thanh toán');
    expect(screen.getByRole('heading', { name: 'Email vé đã thanh toán' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(MSG.common.comingSoon);
  });

  it('moves between templates in the portal', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/config/mail-ticket/booked-ticket');
    render(<MailTicketPage pathname="/config/mail-ticket/booked-ticket" />);
    await user.click(screen.getByRole('link', { name: 'Email vé bị hủy tự động' }));
    expect(window.location.pathname).toBe('/config/mail-ticket/automatically-cancelled');
  });
});
