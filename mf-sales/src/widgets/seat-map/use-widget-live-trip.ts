import { viewUserEndpoint } from '@busdesk/api-contract';
import { useMemo, useState } from 'react';
import type { LiveTripClients } from '../../shared/live-trip/live-trip';
import { seatContextOf, type LiveTripViewer } from '../../shared/live-trip/live-trip-state';
import { useLiveTrip } from '../../shared/live-trip/use-live-trip';
import { useServerClock } from '../../shared/live-trip/use-server-clock';
import type { SeatContext } from '../../shared/seat-map/seat-rules';
import { callWidgetEndpoint, createWidgetRealtime, mqttUrlFor, type WidgetRealtimeStatus } from '@busdesk/shared-kit/widget';

export interface LiveTripSource {
  tripId: string;
  apiBase: string;
  token: string;
}

export type LiveTripState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; ctx: SeatContext; live: WidgetRealtimeStatus };

/**
 * One trip as the widget shows it: the portal's live-trip engine on the widget's own clients — fetch with the
 * token as Bearer (the user, for whose seat locks are "someone else's", is asked with each load) and the widget's
 * own MQTT connection to the trip's topics. The agency's ticket events are not on that connection: its own seat
 * changes are read back from the trip's tickets.
 */
export function useWidgetLiveTrip({ tripId, apiBase, token }: LiveTripSource): { state: LiveTripState; reload(): void } {
  const [live, setLive] = useState<WidgetRealtimeStatus>('connecting');
  const clients = useMemo<LiveTripClients>(
    () => ({
      call: (endpoint, request) => callWidgetEndpoint(apiBase, token, endpoint, request),
      realtime: createWidgetRealtime({ url: mqttUrlFor(apiBase), token, onStatus: setLive }),
      // The server's message as it sent it ('Phiên đăng nhập đã hết hạn'), or the connection failure text.
      describeError: (error) => (error instanceof Error ? error.message : String(error)),
    }),
    [apiBase, token],
  );
  const whoIsViewing = useMemo(
    () => async (): Promise<LiveTripViewer> => {
      const { user } = await callWidgetEndpoint(apiBase, token, viewUserEndpoint, {});
      return { userId: user.id, partnerId: user.partnerId };
    },
    [apiBase, token],
  );
  const { snapshot, engine } = useLiveTrip(tripId, whoIsViewing, clients);
  const now = useServerClock(snapshot.data?.serverOffset ?? 0);
  const { data, viewer } = snapshot;
  const ctx = useMemo(() => (data && viewer ? seatContextOf(data, viewer, now) : undefined), [data, viewer, now]);
  const reload = () => void engine.reload();

  if (ctx) return { state: { status: 'ready', ctx, live }, reload };
  if (snapshot.status === 'error') return { state: { status: 'error', message: snapshot.error }, reload };
  return { state: { status: 'loading' }, reload };
}
