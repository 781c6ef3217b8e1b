import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MSG, SEARCH_DEBOUNCE_MS, TicketStatus, type TFoundTicket, type TTicketSearchResponse } from '@busdesk/api-contract';
import { useEffect, useState } from 'react';
import { QUICK_SEARCH_LABELS as L } from './quick-search-labels';
import { QuickSearchResults, type QuickSearchVariant } from './quick-search-results';

/**
 * Finds tickets for a keyword (with the server's message when the keyword is a blocked one, ADR 0053); rejects with an
 * Error whose message is the server's (or the connection's) text.
 */
export type SearchTickets = (keyword: string, signal: AbortSignal) => Promise<TTicketSearchResponse>;

export interface QuickSearchPanelProps {
  search: SearchTickets;
  /** A result was chosen (never a cancelled one: those say 'Vé tìm kiếm đã bị hủy!' instead). */
  onOpen: (ticket: TFoundTicket) => void;
  variant: QuickSearchVariant;
  hrefOf?: (ticket: TFoundTicket) => string;
  autoFocus?: boolean;
  debounceMs?: number;
}

type State =
  | { status: 'idle' }
  | { status: 'searching'; keyword: string }
  | { status: 'done'; keyword: string; tickets: TFoundTicket[]; blockedMessage?: string | undefined }
  | { status: 'failed'; keyword: string; message: string };

const isAbort = (error: unknown): boolean =>
  error instanceof Error && (error.name === 'AbortError' || error.name === 'CanceledError');

/**
 * The quick search of 002 §2: typing searches 500 ms after the last key (an older answer never overwrites a newer
 * one: the previous request is aborted), by phone or passenger name (the server also takes ticket codes and bank QR
 * bill numbers). The portal's dialog and the `<busdesk-quick-search>` widget both render this panel; only how the
 * search is called and what opening a ticket does differ.
 */
export function QuickSearchPanel({ search, onOpen, variant, hrefOf, autoFocus, debounceMs = SEARCH_DEBOUNCE_MS }: QuickSearchPanelProps) {
  const [keyword, setKeyword] = useState('');
  const [state, setState] = useState<State>({ status: 'idle' });
  const [notice, setNotice] = useState<string>();

  useEffect(() => {
    const typed = keyword.trim();
    setNotice(undefined);
    if (typed === '') {
      setState({ status: 'idle' });
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setState({ status: 'searching', keyword: typed });
      search(typed, controller.signal).then(
        ({ tickets, blockedMessage }) => setState({ status: 'done', keyword: typed, tickets, blockedMessage }),
        (error: unknown) => {
          if (controller.signal.aborted || isAbort(error)) return;
          const detail = error instanceof Error ? error.message : String(error);
          setState({ status: 'failed', keyword: typed, message: MSG.common.searchFailedWith(detail) });
        },
      );
    }, debounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [keyword, search, debounceMs]);

  const open = (ticket: TFoundTicket) => {
    if (ticket.ticketStatus === TicketStatus.CANCELLED) {
      setNotice(MSG.sales.searchedTicketCancelled);
      return;
    }
    setNotice(undefined);
    onOpen(ticket);
  };

  return (
    // The top padding keeps the outlined field's floating label (9 px above the field) inside the box: a dialog's
    // content has none under its title, and the widget's shadow root starts at the field's top edge, so the label
    // was cut in both.
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, pt: 1.5 }}>
      <TextField
        type="search"
        label={L.keyword}
        value={keyword}
        onChange={(e) => setKeyword(e.target.value)}
        autoFocus={autoFocus}
        size="small"
        fullWidth
        slotProps={{ htmlInput: { maxLength: 100, 'aria-describedby': 'busdesk-quick-search-status' } }}
      />
      <Box id="busdesk-quick-search-status" role="status" aria-live="polite" sx={{ minHeight: '1.5em' }}>
        {state.status === 'idle' && <Typography variant="body2" color="text.secondary">{L.hint}</Typography>}
        {state.status === 'searching' && <Typography variant="body2">{L.searching}</Typography>}
        {state.status === 'done' && state.tickets.length === 0 && <Typography variant="body2">{state.blockedMessage ?? MSG.sales.ticketNotFound}</Typography>}
      </Box>
      {state.status === 'failed' && <Alert severity="error">{state.message}</Alert>}
      {notice && <Alert severity="warning">{notice}</Alert>}
      {state.status === 'done' && state.tickets.length > 0 && (
        <QuickSearchResults tickets={state.tickets} variant={variant} onOpen={open} {...(hrefOf ? { hrefOf } : {})} />
      )}
    </Box>
  );
}
