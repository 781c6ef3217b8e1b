import { MicrofrontendRoutes, type ScreenComponent } from '@busdesk/shared-kit';
import { lazy } from 'react';
import { BookTicketSkeleton } from './app/book-ticket-skeleton';

/**
 * The screens of this MF by route, each loaded on first visit. Routes of the table without an entry show the
 * honest "coming soon" page until their screen is built.
 */
const SCREENS: Readonly<Record<string, ScreenComponent>> = {
  '/book-ticket': lazy(() => import('./app/book-ticket-page').then((m) => ({ default: m.BookTicketPage }))),
  '/report/sale-tickets': lazy(() => import('./features/sale-report/sale-report-page').then((m) => ({ default: m.SaleReportPage }))),
};

/** The sales screen's shape while its code loads: the landing page after sign-in is never a blank area. */
const FALLBACKS = { '/book-ticket': <BookTicketSkeleton /> };

export function Root() {
  return <MicrofrontendRoutes mf="mf-sales" screens={SCREENS} fallbacks={FALLBACKS} />;
}
