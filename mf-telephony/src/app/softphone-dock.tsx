import { CALL_STATE_LABELS, CallState } from '@busdesk/api-contract';
import { bus, navigate, notify } from '@busdesk/shared-kit';
import CloseIcon from '@mui/icons-material/Close';
import PhoneIcon from '@mui/icons-material/Phone';
import PhoneInTalkIcon from '@mui/icons-material/PhoneInTalk';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { PANEL_LABELS as L } from '../shared/labels';
import { portalLineKey } from '../shared/line-storage';
import { saleRequestOf } from '../shared/sale-request';
import type { TelephonyServices } from '../shared/telephony-services';
import { useSoftphone, type SoftphoneOptions } from '../shared/use-softphone';
import { SoftphonePanel, type PanelTab } from './softphone-panel';
import { useChromeBottom } from './use-chrome-bottom';

export interface SoftphoneDockProps {
  userId: string;
  services: TelephonyServices;
  /** Stories and tests: a fake SIP phone. */
  loadSipPhone?: SoftphoneOptions['loadSipPhone'];
  /** Stories: start open, on this tab. */
  defaultOpen?: boolean;
  defaultTab?: PanelTab;
}

/** The toggle's height: it sits inside the chrome's last line (the greeting, 29 px), at its right end. */
const TOGGLE_HEIGHT = 26;
/** The sales screen's action bar (book, pay, the money) takes the bottom 88 px at 1366×768: the panel stops above it. */
const BOTTOM_CLEARANCE = 88;
// 420: the history's two date fields side by side show a whole DD/MM/YYYY beside their calendar buttons.
const PANEL_WIDTH = 420;

/**
 * The softphone in the portal (002 §2): a toggle, shown only when the agency has phone lines, and the floating panel
 * it opens. The toggle says the call's state while the panel is closed; an incoming ring opens the panel; 'Bán vé'
 * sends the caller to the sales screen (docs/adr/0092) and closes the panel so the seat map and the form are free.
 */
export function SoftphoneDock({ userId, services, loadSipPhone, defaultOpen = false, defaultTab }: SoftphoneDockProps) {
  const phone = useSoftphone({ services, storageKey: portalLineKey(userId), notify, loadSipPhone });
  const [open, setOpen] = useState(defaultOpen);
  const toggle = useRef<HTMLButtonElement>(null);
  const chromeBottom = useChromeBottom();
  const panelId = useId();
  const { call } = phone;

  // A new incoming call opens the panel: the clerk sees who calls before answering.
  const ringing = call.status === CallState.RINGING_IN ? (call.callId ?? call.number) : null;
  useEffect(() => {
    if (ringing) setOpen(true);
  }, [ringing]);

  if (phone.lines.status !== 'ready' || phone.lines.lines.length === 0) return null;

  const sell = () => {
    const request = saleRequestOf(call);
    if (!request) return;
    bus.saleRequest$.next(request);
    setOpen(false);
    navigate('/book-ticket');
  };

  // Closed by its ✕ or Escape, the panel gives the focus back to its toggle (not to the page's start).
  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };
  const onPanelKey = (event: KeyboardEvent) => {
    // A menu or list open inside the panel (the line picker) closes first on its own Escape.
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    event.stopPropagation();
    close();
  };

  const inCall = call.status !== CallState.EMPTY;
  const label = inCall ? L.toggleInCall(CALL_STATE_LABELS[call.status], call.number) : call.missed ? L.toggleMissed(call.number) : L.toggle;
  const toggleTop = chromeBottom > 0 ? chromeBottom - TOGGLE_HEIGHT - 2 : 8;
  const panelTop = chromeBottom > 0 ? chromeBottom + 8 : TOGGLE_HEIGHT + 16;
  return (
    <>
      <Button
        ref={toggle}
        size="small"
        variant={inCall ? 'contained' : 'outlined'}
        color={call.status === CallState.RINGING_IN || (!inCall && call.missed) ? 'warning' : 'primary'}
        startIcon={inCall ? <PhoneInTalkIcon /> : <PhoneIcon />}
        aria-expanded={open}
        // Only while the panel exists: a reference to a missing element is no reference.
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((o) => !o)}
        sx={{ position: 'fixed', top: toggleTop, right: 16, height: TOGGLE_HEIGHT, py: 0, bgcolor: inCall ? undefined : 'background.paper', zIndex: 1250 }}
      >
        {label}
      </Button>
      {open && (
        <Paper
          id={panelId}
          component="section"
          aria-label={L.panel}
          elevation={8}
          onKeyDown={onPanelKey}
          sx={{
            position: 'fixed',
            top: panelTop,
            right: 16,
            width: `min(${PANEL_WIDTH}px, calc(100vw - 32px))`,
            maxHeight: `calc(100vh - ${panelTop + BOTTOM_CLEARANCE}px)`,
            overflowY: 'auto',
            zIndex: 1250,
            p: 2,
            pt: 1,
          }}
        >
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
            <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
              {L.panel}
            </Typography>
            <IconButton size="small" aria-label={L.close} onClick={close}>
              <CloseIcon fontSize="small" />
            </IconButton>
          </Box>
          <SoftphonePanel phone={phone} services={services} notify={notify} onSell={sell} initialTab={defaultTab} />
        </Paper>
      )}
    </>
  );
}
