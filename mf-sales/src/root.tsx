import { CompanyMultiPicker, lazyWithoutSuspense, MicrofrontendRoutes, type ScreenComponent } from '@busdesk/shared-kit';
import { BookTicketSkeleton } from './app/book-ticket-skeleton';

/**
 * The screens of this MF by route, each loaded on first visit, without suspending (so the screen is not held back
 * behind React's fallback throttle, ADR 0113). Routes of the table without an entry show the honest "coming soon"
 * page until their screen is built.
 */
const SCREENS: Readonly<Record<string, ScreenComponent>> = {
  // The search's company field is what 'search usable' waits for last: its code loads beside the page's.
  '/book-ticket': lazyWithoutSuspense(() => {
    void CompanyMultiPicker.preload().catch(() => undefined);
    return import('./app/book-ticket-page').then((m) => m.BookTicketPage);
  }),
  '/report/sale-tickets': lazyWithoutSuspense(() => import('./features/sale-report/sale-report-page').then((m) => m.SaleReportPage)),
};

/** The sales screen's shape while its code loads: the landing page after sign-in is never a blank area. */
const FALLBACKS = { '/book-ticket': <BookTicketSkeleton /> };

export function Root() {
  return <MicrofrontendRoutes mf="mf-sales" screens={SCREENS} fallbacks={FALLBACKS} />;
}
