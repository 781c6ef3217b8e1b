import type { TStationDeparture } from '@busdesk/api-contract';
import { todayRange } from '@busdesk/shared-kit';
import { useEffect, useState } from 'react';
import { departureRangeOf } from '../../../shared/departure-range';
import type { StationServiceServices } from '../station-service-services';

export type TodayDepartures = { status: 'loading' } | { status: 'loaded'; departures: TStationDeparture[] } | { status: 'failed'; message: string };

/** Today's departures of the station (00:00:00–23:59:00) with their order, or none. */
export function useTodayDepartures(departures: StationServiceServices['departures']): TodayDepartures {
  const [state, setState] = useState<TodayDepartures>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    departures(departureRangeOf(todayRange())).then(
      (answer) => live && setState({ status: 'loaded', departures: answer.departures }),
      (e: unknown) => live && setState({ status: 'failed', message: e instanceof Error ? e.message : String(e) }),
    );
    return () => {
      live = false;
    };
  }, [departures]);
  return state;
}
