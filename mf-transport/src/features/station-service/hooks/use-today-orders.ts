import type { TTransportOrder } from '@busdesk/api-contract';
import { todayRange } from '@busdesk/shared-kit';
import { useEffect, useState } from 'react';
import { departureRangeOf } from '../../../shared/departure-range';
import type { StationServiceServices } from '../station-service-services';

export type TodayOrders = { status: 'loading' } | { status: 'loaded'; orders: TTransportOrder[] } | { status: 'failed'; message: string };

/** Today's departures with their order status: the signing list's call for today (00:00:00–23:59:00). */
export function useTodayOrders(list: StationServiceServices['list']): TodayOrders {
  const [state, setState] = useState<TodayOrders>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    list(departureRangeOf(todayRange())).then(
      (answer) => live && setState({ status: 'loaded', orders: answer.transports }),
      (e: unknown) => live && setState({ status: 'failed', message: e instanceof Error ? e.message : String(e) }),
    );
    return () => {
      live = false;
    };
  }, [list]);
  return state;
}
