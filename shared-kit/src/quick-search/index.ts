import { lazy } from 'react';

// Only lazy wrappers load with shared-kit's core (every page, /login included, loads it before painting); the dialog,
// the panel and the results table come on first use.
export { QuickSearchDialog, loadQuickSearchDialog, type QuickSearchDialogProps } from './quick-search-dialog';
export type { QuickSearchPanelProps, SearchTickets } from './quick-search-panel';
export type { QuickSearchVariant } from './quick-search-results';

/** The search field and its results without the dialog (the `<busdesk-quick-search>` widget); render inside Suspense. */
export const QuickSearchPanel = lazy(() => import('./quick-search-panel').then((m) => ({ default: m.QuickSearchPanel })));
