import Box from '@mui/material/Box';
import { inputLabelClasses } from '@mui/material/InputLabel';
import { outlinedInputClasses } from '@mui/material/OutlinedInput';
import Typography from '@mui/material/Typography';
import { ticketSearchEndpoint, type TFoundTicket } from '@busdesk/api-contract';
import { QuickSearchPanel, type SearchTickets } from '@busdesk/shared-kit';
import { Suspense, useCallback, useRef } from 'react';
import { callWidgetEndpoint } from '@busdesk/shared-kit/widget';
import { QUICK_SEARCH_WIDGET_LABELS as L } from './labels';

export interface QuickSearchWidgetProps {
  /** The API's base URL, e.g. https://host/api. */
  apiBase?: string;
  token?: string;
}

/** detail of the `ticket-select` event (bubbles, composed: it leaves the shadow root). */
export interface TicketSelectDetail {
  tripId: string;
  ticketId: string;
}

export const TICKET_SELECT_EVENT = 'ticket-select';

/**
 * The field's label sits above the field and wraps, instead of floating in the outline's top edge. Floating, it is one
 * line at most ~1.33 × the field's width minus its padding, scaled to 0.75: a partner's column of 360 px cut 'Số điện
 * thoại, tên hành khách, mã vé hoặc mã hóa đơn QR' after 'mã vé hoặc'. The label stays the input's <label>; the
 * outline keeps no notch for it (the notch would be an empty gap in the top border). The portal's dialog keeps its
 * floating label: its field is wide enough.
 */
const LABEL_ABOVE_FIELD = {
  [`& .${inputLabelClasses.root}`]: {
    position: 'static',
    transform: 'none',
    maxWidth: 'none',
    whiteSpace: 'normal',
    overflow: 'visible',
    // The size the floating label shows at (16 px scaled by 0.75).
    fontSize: 12,
    lineHeight: 1.4,
    mb: 0.5,
  },
  [`& .${outlinedInputClasses.notchedOutline} > legend`]: { maxWidth: '0.01px' },
} as const;

/**
 * `<busdesk-quick-search>`: the quick search of 002 §2 on a partner's page. The compact column set (the page has
 * no room for eleven columns), the widget's own fetch with the token as Bearer, and instead of opening the sales
 * screen it tells the page which ticket was chosen through a `ticket-select` event.
 */
export function QuickSearchWidget({ apiBase, token }: QuickSearchWidgetProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const search = useCallback<SearchTickets>(
    (keyword, signal) => callWidgetEndpoint(apiBase ?? '', token ?? '', ticketSearchEndpoint, { keyword }, signal),
    [apiBase, token],
  );
  const select = (ticket: TFoundTicket) => {
    const detail: TicketSelectDetail = { tripId: ticket.tripId ?? '', ticketId: ticket.ticketId };
    rootRef.current?.dispatchEvent(new CustomEvent(TICKET_SELECT_EVENT, { detail, bubbles: true, composed: true }));
  };
  return (
    <Box ref={rootRef} sx={{ p: 1.5, fontFamily: 'inherit', ...LABEL_ABOVE_FIELD }}>
      {apiBase && token ? (
        <Suspense fallback={<Typography role="status">{L.loading}</Typography>}>
          <QuickSearchPanel search={search} onOpen={select} variant="compact" />
        </Suspense>
      ) : (
        <Typography role="alert">{L.missingAttributes}</Typography>
      )}
    </Box>
  );
}
