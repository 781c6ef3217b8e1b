import { bus, BusdeskProviders, formatMoney } from '@busdesk/shared-kit';
import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signInAs } from '../../test-support/admin-session';
import { fakeDashboard, fakeDashboardServices } from '../../test-support/fake-dashboard-services';
import * as billStories from './components/bills-attention.stories';
import * as chartStories from './components/dashboard-charts.stories';
import { DashboardPage } from './dashboard-page';
import { dashboardApi } from './dashboard-services';
import * as pageStories from './dashboard-page.stories';
import { DASHBOARD_LABELS as L } from './labels';

vi.setConfig({ testTimeout: 60_000 });
afterEach(cleanup);
const later = { timeout: 15_000 };

// x-charts measures its container; jsdom has no layout, so give the charts a size to draw in.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

const renderIn = (ui: React.ReactElement) => render(<BusdeskProviders>{ui}</BusdeskProviders>);
const card = (label: string) => screen.findByLabelText(new RegExp(`^${label}: `), {}, later);

describe('DashboardPage', () => {
  it("shows today's figures from the server's answer: tickets, money, seats, messages sent (never the local ones)", async () => {
    signInAs('ADMIN');
    const services = fakeDashboardServices();
    renderIn(<DashboardPage services={services} skipAnimation />);
    const d = fakeDashboard();
    expect((await card(L.ticketsSold)).textContent).toBe(String(d.sales.sold));
    expect((await card(L.revenue)).textContent).toBe(formatMoney(d.sales.paidMoney));
    expect((await card(L.seats)).textContent).toBe(`${d.seats.taken.toLocaleString('vi-VN')} / ${d.seats.capacity.toLocaleString('vi-VN')}`);
    expect((await card(L.messagesSent)).textContent).toBe(String(d.messages.sms.delivered + d.messages.zns.delivered));
    expect(screen.getByText(L.messagesNote(8, 9))).toBeTruthy();
    // Asked for today, one business date to the same one.
    expect(services.calls[0]!.startDate).toBe(services.calls[0]!.endDate);
  });

  it('updates without a reload when the agency’s events say a ticket sold', async () => {
    signInAs('ADMIN');
    const services = fakeDashboardServices();
    renderIn(<DashboardPage services={services} skipAnimation />);
    const before = fakeDashboard();
    await waitFor(async () => expect((await card(L.ticketsSold)).textContent).toBe(String(before.sales.sold)), later);
    services.sell(3);
    const after = fakeDashboard({ extraTickets: 3 });
    await waitFor(async () => expect((await card(L.ticketsSold)).textContent).toBe(String(after.sales.sold)), later);
    expect((await card(L.revenue)).textContent).toBe(formatMoney(after.sales.paidMoney));
    // A burst of events is one reload, not one per event.
    const calls = services.calls.length;
    services.sell(1);
    services.sell(1);
    services.sell(1);
    await waitFor(async () => expect((await card(L.ticketsSold)).textContent).toBe(String(after.sales.sold + 3)), later);
    expect(services.calls.length).toBe(calls + 1);
  });

  it('updates when the agency records a message (the messages-sent event on its topic)', async () => {
    signInAs('ADMIN');
    const fake = fakeDashboardServices();
    // The product's live signal (the shared bus the realtime client feeds), the fake's figures.
    const services = { get: fake.get, onChange: dashboardApi.onChange };
    renderIn(<DashboardPage services={services} skipAnimation />);
    expect(await screen.findByText(L.messagesNote(8, 9), {}, later)).toBeTruthy();
    fake.recordLocalSms(2);
    bus.messages$.next({ type: 'messages-sent', channels: ['sms'] });
    expect(await screen.findByText(L.messagesNote(10, 9), {}, later)).toBeTruthy();
    expect(fake.calls).toHaveLength(2);
  });

  it("updates when a child agency's figures move (a station counts its children, docs/adr/0120)", async () => {
    signInAs('ADMIN');
    const fake = fakeDashboardServices();
    const services = { get: fake.get, onChange: dashboardApi.onChange };
    renderIn(<DashboardPage services={services} skipAnimation />);
    const before = fakeDashboard();
    await waitFor(async () => expect((await card(L.ticketsSold)).textContent).toBe(String(before.sales.sold)), later);
    expect(fake.calls).toHaveLength(1);
    bus.childFigures$.next({ type: 'child-figures-changed', partnerIds: ['p-child'] });
    await waitFor(() => expect(fake.calls).toHaveLength(2), later);
  });

  it("the live signal follows ticket, payment (a bill opened, a refund resolved), message and child-figures events, not the bell's (the control), until unsubscribed", () => {
    signInAs('ADMIN');
    const listener = vi.fn();
    const off = dashboardApi.onChange(listener);
    bus.notifications$.next({ type: 'partner-tickets-read', ticketIds: ['t1'] });
    expect(listener).not.toHaveBeenCalled();
    bus.messages$.next({ type: 'messages-sent', channels: ['zns'] });
    bus.payments$.next({ type: 'payment-attention', billNumber: 'B1', outcome: 'duplicate', amount: 1 });
    bus.payments$.next({ type: 'bill-opened', billNumber: 'B2', provider: 'MB_QR' });
    bus.payments$.next({ type: 'refund-resolved', id: 'pe-1' });
    bus.childFigures$.next({ type: 'child-figures-changed', partnerIds: ['p-child'] });
    expect(listener).toHaveBeenCalledTimes(5);
    off();
    bus.messages$.next({ type: 'messages-sent', channels: ['sms'] });
    bus.childFigures$.next({ type: 'child-figures-changed', partnerIds: ['p-child'] });
    expect(listener).toHaveBeenCalledTimes(5);
  });

  it("a STAFF user's signal skips a child agency's nudge (their figures are their own sales), not their agency's events", () => {
    signInAs('STAFF');
    const listener = vi.fn();
    const off = dashboardApi.onChange(listener);
    bus.childFigures$.next({ type: 'child-figures-changed', partnerIds: ['p-child'] });
    expect(listener).not.toHaveBeenCalled();
    // The control: the same user's own agency's bill still reloads.
    bus.payments$.next({ type: 'bill-opened', billNumber: 'B3', provider: 'MB_QR' });
    expect(listener).toHaveBeenCalledTimes(1);
    off();
  });

  it('says why when the figures cannot be loaded, and tries again on demand', async () => {
    signInAs('ADMIN');
    const services = fakeDashboardServices({ fail: true });
    renderIn(<DashboardPage services={services} skipAnimation />);
    expect(await screen.findByText(new RegExp(`${L.loadFailed}: Không kết nối được máy chủ`), {}, later)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: L.retry }));
    await waitFor(() => expect(services.calls.length).toBe(2), later);
  });
});

describe('dashboard stories', () => {
  const page = composeStories(pageStories);
  const charts = composeStories(chartStories);
  const bills = composeStories(billStories);

  it.each([
    ['Today', page.Today, L.byPaymentType],
    ['Empty', page.Empty, L.noBills],
    ['LoadFails', page.LoadFails, L.retry],
    ['Charts BusyDay', charts.BusyDay, 'Tiền mặt tại quầy'],
    ['Charts Nothing', charts.Nothing, L.noTrips],
    ['Bills SomeToHandle', bills.SomeToHandle, L.openBankReport],
    ['Bills NoneToHandle', bills.NoneToHandle, L.noBills],
  ])('%s renders its state', async (_name, Story, text) => {
    signInAs('ADMIN');
    renderIn(<Story />);
    expect((await screen.findAllByText(new RegExp(text), {}, later)).length).toBeGreaterThan(0);
  });

  it('links each kind of bill to where it is handled', async () => {
    renderIn(<bills.SomeToHandle />);
    const items = await screen.findAllByRole('listitem');
    const linkOf = (label: string) => within(items.find((i) => i.textContent?.startsWith(label))!).getByRole('link');
    expect(linkOf(L.bankPending).getAttribute('href')).toBe('/report/transaction-mb');
    expect(linkOf(L.walletFailed).getAttribute('href')).toBe('/book-ticket');
    expect(linkOf(L.refundsToMake).getAttribute('href')).toBe('/book-ticket');
    // Nothing pending in the wallet: no line for it.
    expect(items.some((i) => i.textContent?.startsWith(L.walletPending))).toBe(false);
  });

  it('draws the three charts and writes each payment type out with its money', async () => {
    const { container } = renderIn(<charts.BusyDay />);
    const day = fakeDashboard();
    for (const p of day.sales.byPaymentType) expect(await screen.findByText(formatMoney(p.paidMoney), {}, later)).toBeTruthy();
    await waitFor(() => expect(container.querySelectorAll('svg').length).toBeGreaterThanOrEqual(3), later);
  });
});
