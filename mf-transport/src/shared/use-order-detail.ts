import type { TTransportOrderDetailResponse } from '@busdesk/api-contract';
import { useCallback, useEffect, useState } from 'react';
import type { OrderDetailServices } from './order-detail-services';

export type OrderDetailState =
  | { status: 'loading' }
  | { status: 'loaded'; detail: TTransportOrderDetailResponse }
  | { status: 'failed'; message: string };

/** One order's verified content, loaded when the id changes; `reload` after a signature changes it. */
export function useOrderDetail(detail: OrderDetailServices['detail'], id: string | null): { state: OrderDetailState; reload: () => void } {
  const [state, setState] = useState<OrderDetailState>({ status: 'loading' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (!id) return;
    let live = true;
    setState({ status: 'loading' });
    detail(id).then(
      (answer) => live && setState({ status: 'loaded', detail: answer }),
      (e: unknown) => live && setState({ status: 'failed', message: e instanceof Error ? e.message : String(e) }),
    );
    return () => {
      live = false;
    };
  }, [detail, id, round]);
  const reload = useCallback(() => setRound((r) => r + 1), []);
  return { state, reload };
}
