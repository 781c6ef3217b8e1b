import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { MOBILE_BREAKPOINT, type TFoundTicket } from '@busdesk/api-contract';
import { navigate } from '../navigation/navigate';
import { QUICK_SEARCH_LABELS as L } from './quick-search-labels';
import { QuickSearchPanel } from './quick-search-panel';
import { bookTicketHref, searchTickets } from './search-tickets';

export interface QuickSearchDialogViewProps {
  open: boolean;
  onClose: () => void;
}

/** The navbar's quick search dialog: the full column set on a wide screen, the compact one below 992 px. */
export function QuickSearchDialogView({ open, onClose }: QuickSearchDialogViewProps) {
  const narrow = useMediaQuery(`(max-width:${MOBILE_BREAKPOINT - 0.02}px)`);
  const openTicket = (ticket: TFoundTicket) => {
    onClose();
    navigate(bookTicketHref(ticket));
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xl" fullScreen={narrow} aria-labelledby="busdesk-quick-search-title">
      <DialogTitle id="busdesk-quick-search-title">{L.title}</DialogTitle>
      <DialogContent>
        {/* Remounted at each opening: a new search starts empty. */}
        {open && <QuickSearchPanel search={searchTickets} onOpen={openTicket} variant={narrow ? 'compact' : 'full'} hrefOf={bookTicketHref} autoFocus />}
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'space-between', px: 3 }}>
        <Typography variant="caption" color="text.secondary">
          {L.credit}
        </Typography>
        <Button onClick={onClose}>{L.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
