import type { NotifyVariant } from '@busdesk/shared-kit';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { SoftphonePanel } from '../../app/softphone-panel';
import type { CallPanelState } from '../../shared/call-reducer';
import { PANEL_LABELS } from '../../shared/labels';
import type { TelephonyServices } from '../../shared/telephony-services';
import { useSoftphone, type SoftphoneOptions } from '../../shared/use-softphone';
import type { WidgetRealtimeStatus } from '@busdesk/shared-kit/widget';
import { SOFTPHONE_WIDGET_LABELS as L } from './labels';
import { widgetTelephonyServices } from './widget-telephony-services';

export interface SoftphoneWidgetProps {
  /** The API's base URL, e.g. https://host/api (the MQTT broker is at the same host's /mqtt). */
  apiBase?: string;
  token?: string;
  /** The line to log in to: its id or its number (else the one last chosen on this browser). */
  line?: string;
}

/** `call-state`: the call's state changed (002 §4). Bubbles and leaves the shadow root. */
export const CALL_STATE_EVENT = 'call-state';
export interface CallStateDetail {
  status: CallPanelState['status'];
  /** The other party ('' when none). */
  number: string;
  callId: string | null;
  /** The extension the widget is logged in to (null: none). */
  line: string | null;
}

/** `customer`: the caller was looked up — the agency's customer, or a walk-in guest (customer null). */
export const CUSTOMER_EVENT = 'customer';
export interface CustomerDetail {
  phoneNumber: string;
  customer: NonNullable<CallPanelState['customer']>['match'];
  ticketSample: CallPanelState['ticketSample'];
}

const STORAGE_KEY = 'busdesk.softphone-widget.line';
const severity = (variant: NotifyVariant) => (variant === 'default' ? 'info' : variant);

/** The panel on a partner's page, its messages in a line above it, its call announced as DOM events. */
export function LiveSoftphone({
  services,
  line,
  loadSipPhone,
  connection,
}: {
  services: TelephonyServices;
  line?: string;
  loadSipPhone?: SoftphoneOptions['loadSipPhone'];
  /** The widget's own connection for the line's call events: while it is down no call can ring here. */
  connection?: WidgetRealtimeStatus;
}) {
  const [message, setMessage] = useState<{ text: string; variant: NotifyVariant } | null>(null);
  const notify = useCallback((text: string, variant: NotifyVariant) => setMessage({ text, variant }), []);
  const phone = useSoftphone({ services, storageKey: STORAGE_KEY, notify, loadSipPhone, preferredLine: line ?? null });
  const rootRef = useRef<HTMLDivElement>(null);
  const { call, active } = phone;
  const extension = active?.line.number ?? null;

  const announce = useCallback(<T,>(type: string, detail: T) => {
    rootRef.current?.dispatchEvent(new CustomEvent<T>(type, { detail, bubbles: true, composed: true }));
  }, []);
  useEffect(() => {
    announce<CallStateDetail>(CALL_STATE_EVENT, { status: call.status, number: call.number, callId: call.callId, line: extension });
  }, [announce, call.status, call.number, call.callId, extension]);
  // One event per lookup: the lookup sets the customer and its ticket sample together, and hanging up an answered call
  // clears the sample alone (002 §4), which must not announce the same caller again.
  const { customer, ticketSample } = call;
  const sampleRef = useRef(ticketSample);
  sampleRef.current = ticketSample;
  useEffect(() => {
    if (customer) announce<CustomerDetail>(CUSTOMER_EVENT, { phoneNumber: customer.phoneNumber, customer: customer.match, ticketSample: sampleRef.current });
  }, [announce, customer]);

  const noLines = phone.lines.status === 'ready' && phone.lines.lines.length === 0;
  // A `line` that names none of the agency's lines (the panel then logs in to none, or to the one remembered).
  const lineNotFound = Boolean(line) && phone.lines.status === 'ready' && !phone.lines.lines.some((l) => l.id === line || l.number === line);
  return (
    <Box ref={rootRef} component="section" aria-label={PANEL_LABELS.panel} sx={{ p: 1.5, display: 'grid', gap: 1.5, fontFamily: 'inherit' }}>
      <Box aria-label={L.messages} role="log" aria-live="polite">
        {message && (
          <Alert severity={severity(message.variant)} onClose={() => setMessage(null)}>
            {message.text}
          </Alert>
        )}
      </Box>
      {lineNotFound && !noLines && <Alert severity="warning">{L.lineNotFound(line ?? '')}</Alert>}
      {active && (connection === 'reconnecting' || connection === 'offline') && (
        <Alert severity="warning">{connection === 'offline' ? L.callEventsRefused : L.callEventsReconnecting}</Alert>
      )}
      {noLines ? <Typography>{L.noLines}</Typography> : <SoftphonePanel phone={phone} services={services} notify={notify} />}
    </Box>
  );
}

/**
 * `<busdesk-softphone>`'s content: the softphone panel for a partner's page, on the given API and token, with its own
 * MQTT connection; the call's state and the caller announced as `call-state` and `customer` events.
 */
export function SoftphoneWidget({ apiBase, token, line }: SoftphoneWidgetProps) {
  const [connection, setConnection] = useState<WidgetRealtimeStatus>('connecting');
  const services = useMemo(() => (apiBase && token ? widgetTelephonyServices(apiBase, token, setConnection) : null), [apiBase, token]);
  if (!services) {
    return (
      <Typography role="alert" sx={{ p: 1.5 }}>
        {L.missingAttributes}
      </Typography>
    );
  }
  return <LiveSoftphone key={`${apiBase}\n${token}`} services={services} line={line} connection={connection} />;
}
