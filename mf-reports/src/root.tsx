import { MicrofrontendRoutes, type ScreenComponent } from '@busdesk/shared-kit';
import { lazy } from 'react';

/**
 * The screens of this MF by route, each loaded on first visit. Routes of the table without an entry (the revenue by
 * staff report, issue 13's next slice) show the honest "coming soon" page until their screen is built.
 */
export const REPORT_SCREENS: Readonly<Record<string, ScreenComponent>> = {
  '/report/sms-info': lazy(() => import('./app/sms-history-page').then((m) => ({ default: m.SmsHistoryPage }))),
  '/report/zns-info': lazy(() => import('./app/zns-history-page').then((m) => ({ default: m.ZnsHistoryPage }))),
  '/report/transaction-mb': lazy(() => import('./app/bank-qr-transactions-page').then((m) => ({ default: m.BankQrTransactionsPage }))),
  '/report/cancel': lazy(() => import('./app/cancelled-tickets-page').then((m) => ({ default: m.CancelledTicketsPage }))),
  '/report/transaction': lazy(() => import('./app/transactions-page').then((m) => ({ default: m.TransactionsPage }))),
  '/report/ticket-stats': lazy(() => import('./app/ticket-stats-page').then((m) => ({ default: m.TicketStatsPage }))),
};

export function Root() {
  return <MicrofrontendRoutes mf="mf-reports" screens={REPORT_SCREENS} />;
}
