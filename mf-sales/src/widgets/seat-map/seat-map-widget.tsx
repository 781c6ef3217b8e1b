import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { SEAT_MAP_LABELS } from '../../shared/seat-map/labels';
import { SeatMap } from '../../shared/seat-map/seat-map';
import { canSelectSeat, reconcileSelection, ticketOnSeat } from '../../shared/seat-map/seat-rules';
import { WIDGET_LABELS } from './labels';
import { useWidgetLiveTrip } from './use-widget-live-trip';

export interface SeatMapWidgetProps {
  tripId?: string;
  /** The API's base URL, e.g. https://host/api (the MQTT broker is at the same host's /mqtt). */
  apiBase?: string;
  token?: string;
}

/** detail of the `seat-select` event the widget dispatches (bubbles, composed: it leaves the shadow root). */
export interface SeatSelectDetail {
  tripId: string;
  seatIds: string[];
}

export const SEAT_SELECT_EVENT = 'seat-select';

function LiveSeatMap({ tripId, apiBase, token }: Required<SeatMapWidgetProps>) {
  const { state, reload } = useWidgetLiveTrip({ tripId, apiBase, token });
  const [seatIds, setSeatIds] = useState<string[]>([]);
  const [message, setMessage] = useState<string>();
  const rootRef = useRef<HTMLDivElement>(null);
  const announced = useRef<string>('');
  const ctx = state.status === 'ready' ? state.ctx : undefined;

  // Another trip: nothing carried over.
  useEffect(() => {
    setSeatIds([]);
    setMessage(undefined);
    announced.current = '';
  }, [tripId]);

  // Seats someone else took meanwhile leave the selection (and the page hears about it through the event).
  useEffect(() => {
    if (!ctx) return;
    const next = reconcileSelection({ seatIds, ticketIds: [] }, ctx).seatIds;
    if (next.length !== seatIds.length) setSeatIds(next);
  }, [ctx, seatIds]);

  useEffect(() => {
    const key = seatIds.join(',');
    if (key === announced.current) return;
    announced.current = key;
    const detail: SeatSelectDetail = { tripId, seatIds };
    rootRef.current?.dispatchEvent(new CustomEvent(SEAT_SELECT_EVENT, { detail, bubbles: true, composed: true }));
  }, [seatIds, tripId]);

  // The widget picks free seats only: it shows the agency's bookings but does not open them for editing.
  const onSeatActivate = (seatId: string) => {
    if (!ctx) return;
    const check = canSelectSeat(seatId, ctx);
    if (!check.ok) return setMessage(check.reason);
    if (ticketOnSeat(seatId, ctx)) return setMessage(WIDGET_LABELS.seatAlreadyBooked(seatId));
    setMessage(undefined);
    setSeatIds((ids) => (ids.includes(seatId) ? ids.filter((id) => id !== seatId) : [...ids, seatId]));
  };

  return (
    <Box ref={rootRef} sx={{ p: 1.5, fontFamily: 'inherit' }}>
      {state.status === 'loading' && <Typography role="status">{SEAT_MAP_LABELS.loading}</Typography>}
      {state.status === 'error' && (
        <Box role="alert" sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
          <Typography>{`${SEAT_MAP_LABELS.loadFailed}: ${state.message}`}</Typography>
          <Button variant="outlined" size="small" onClick={reload}>
            {SEAT_MAP_LABELS.retry}
          </Button>
        </Box>
      )}
      {ctx && (
        <>
          <SeatMap {...ctx} selectedSeatIds={seatIds} onSeatActivate={onSeatActivate} passengers={false} />
          <Typography role="status" variant="body2" sx={{ mt: 1, minHeight: '1.5em', color: 'text.secondary' }}>
            {message ?? (state.status === 'ready' && state.live === 'reconnecting' ? WIDGET_LABELS.offline : '')}
          </Typography>
        </>
      )}
    </Box>
  );
}

/**
 * The live seat map of one trip for a partner's page: fetched with the given token, kept current over MQTT, free
 * seats selectable locally (it takes no seat locks), each change announced as a `seat-select` event.
 */
export function SeatMapWidget({ tripId, apiBase, token }: SeatMapWidgetProps) {
  if (!tripId || !apiBase || !token) {
    return (
      <Typography role="alert" sx={{ p: 1.5 }}>
        {WIDGET_LABELS.missingAttributes}
      </Typography>
    );
  }
  return <LiveSeatMap tripId={tripId} apiBase={apiBase} token={token} />;
}
