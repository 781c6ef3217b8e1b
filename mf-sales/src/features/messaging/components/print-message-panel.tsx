import { selectionActions, type TTicket } from '@busdesk/api-contract';
import PrintIcon from '@mui/icons-material/Print';
import SmsIcon from '@mui/icons-material/Sms';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { lazy, Suspense, useCallback, useId, useState } from 'react';
import { shortcutKeys } from '../../../shared/keyboard/sales-shortcuts';
import { ShortcutHint } from '../../../shared/keyboard/shortcut-hint';
import { useSalesShortcut } from '../../../shared/keyboard/use-sales-shortcut';
import { MESSAGING_LABELS as L } from '../labels';
import { apiMessagingServices, type MessagingServices } from '../messaging-services';
import type { MessageChannel } from './send-message-dialog';
import { usePrintTickets } from '../hooks/use-print-tickets';

// The dialog loads on first use: /book-ticket's first paint does not carry it.
const SendMessageDialog = lazy(() => import('./send-message-dialog').then((m) => ({ default: m.SendMessageDialog })));

export interface PrintMessagePanelProps {
  selectedTickets: readonly TTicket[];
  /** The server calls; stories pass fakes. Defaults to the real API. */
  services?: MessagingServices;
}

/** 'In vé' and the SMS/ZNS menu for the selected own tickets (001 §2.1 'Print ticket', §7). */
export function PrintMessagePanel({ selectedTickets, services = apiMessagingServices }: PrintMessagePanelProps) {
  const menuId = useId();
  const { frame, busy, print } = usePrintTickets(services, selectedTickets);
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  // The tickets a dialog was opened for stay fixed while it is open, whatever the selection does meanwhile.
  const [dialog, setDialog] = useState<{ channel: MessageChannel; tickets: readonly TTicket[] } | null>(null);
  const open = (channel: MessageChannel) => {
    setMenuAnchor(null);
    setDialog({ channel, tickets: selectedTickets });
  };
  const close = useCallback(() => setDialog(null), []);
  const none = selectedTickets.length === 0;
  // The hold rule (ADR 0047): an expired hold with a deposit prints once its balance is paid.
  const printable = !none && selectionActions(selectedTickets, Date.now()).print;
  // Sell, then print in one key: right after a sale the sold tickets are the selection.
  useSalesShortcut('print', () => void print(), printable && !busy);

  return (
    <>
      <Button
        variant="outlined"
        size="small"
        startIcon={<PrintIcon aria-hidden />}
        disabled={!printable || busy}
        onClick={() => void print()}
        aria-keyshortcuts={shortcutKeys('print')}
      >
        {busy ? L.printing : L.print}
        <ShortcutHint name="print" />
      </Button>
      <Button
        variant="outlined"
        size="small"
        startIcon={<SmsIcon aria-hidden />}
        disabled={none}
        aria-haspopup="menu"
        aria-controls={menuAnchor ? menuId : undefined}
        aria-expanded={menuAnchor ? true : undefined}
        onClick={(e) => setMenuAnchor(e.currentTarget)}
      >
        {L.messages}
      </Button>
      <Menu id={menuId} anchorEl={menuAnchor} open={menuAnchor !== null} onClose={() => setMenuAnchor(null)}>
        <MenuItem onClick={() => open('sms')}>{L.sms}</MenuItem>
        <MenuItem onClick={() => open('zns')}>{L.zns}</MenuItem>
      </Menu>
      {dialog ? (
        <Suspense fallback={null}>
          <SendMessageDialog channel={dialog.channel} tickets={dialog.tickets} services={services} onClose={close} />
        </Suspense>
      ) : null}
      {frame}
    </>
  );
}
