import type { SxProps, Theme } from '@mui/material/styles';

/**
 * The page grid of /book-ticket, shared by the page and its loading skeleton (docs/adr/0043): from `md` up the
 * page is exactly the content area's height — the search column and the opened trip scroll inside themselves, so
 * the seat map, the form's essentials and the action bar are all in view at 1366×768 with the sidebar open;
 * below `md` it stacks and the page scrolls.
 */
export const BOOK_TICKET_LAYOUT = {
  page: {
    display: 'grid',
    gap: 1.5,
    p: 1.5,
    boxSizing: 'border-box',
    height: { md: '100%' },
    gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'clamp(270px, 23vw, 360px) minmax(0, 1fr)' },
    gridTemplateRows: { md: 'minmax(0, 1fr)' },
  },
  searchColumn: { minWidth: 0, minHeight: 0, display: 'flex', flexDirection: 'column', gap: 1 },
  tripColumn: { minWidth: 0, minHeight: 0, display: 'flex', flexDirection: 'column' },
} as const satisfies Record<string, SxProps<Theme>>;
