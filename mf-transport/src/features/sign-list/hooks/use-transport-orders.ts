import type { TTransportOrder, TTransportOrderListRequest } from '@busdesk/api-contract';
import { todayRange, type DateRange } from '@busdesk/shared-kit';
import { useCallback, useEffect, useRef, useState } from 'react';
import { departureRangeOf } from '../../../shared/departure-range';
import type { SignListServices } from '../sign-list-services';

/** A status filter: '' is every status. */
export type StatusFilter = '' | 0 | 1 | 2 | 3;

export interface SignListFilter {
  range: DateRange;
  companyId: string | null;
  code: string;
  numberPlate: string;
  companyStatus: StatusFilter;
  stationUpStatus: StatusFilter;
  stationDownStatus: StatusFilter;
}

/** Opens on today's departures of every company and status. */
export const defaultSignListFilter = (): SignListFilter => ({
  range: todayRange(),
  companyId: null,
  code: '',
  numberPlate: '',
  companyStatus: '',
  stationUpStatus: '',
  stationDownStatus: '',
});

const statusOf = (s: StatusFilter) => (s === '' ? undefined : s);
const textOf = (s: string) => s.trim() || null;

/** The list request of a filter (002 §7): the days as 00:00:00–23:59:00, text trimmed, '' statuses left out. */
export function signListRequestOf(filter: SignListFilter): TTransportOrderListRequest {
  return {
    ...departureRangeOf(filter.range),
    companyId: filter.companyId,
    code: textOf(filter.code),
    numberPlate: textOf(filter.numberPlate),
    companyStatus: statusOf(filter.companyStatus),
    stationUpStatus: statusOf(filter.stationUpStatus),
    stationDownStatus: statusOf(filter.stationDownStatus),
  };
}

export interface TransportOrders {
  rows: TTransportOrder[];
  truncated: boolean;
  loading: boolean;
  /** The last call's failure, in the server's words. */
  error: string | null;
  run: (filter: SignListFilter) => Promise<void>;
  /** Asks again with the filter last run (after an upload, a signature, an edit, a resend). */
  reload: () => Promise<void>;
}

/** The signing list's orders: today's on opening, then whatever 'Lấy dữ liệu' asks; a late answer never overwrites a newer one. */
export function useTransportOrders(list: SignListServices['list'], initial: SignListFilter): TransportOrders {
  const [rows, setRows] = useState<TTransportOrder[]>([]);
  const [truncated, setTruncated] = useState(false);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const applied = useRef(initial);
  const seq = useRef(0);

  const run = useCallback(
    async (filter: SignListFilter) => {
      applied.current = filter;
      const mine = ++seq.current;
      setLoading(true);
      setError(null);
      try {
        const answer = await list(signListRequestOf(filter));
        if (mine !== seq.current) return;
        setRows(answer.transports);
        setTruncated(answer.truncated);
      } catch (e) {
        if (mine !== seq.current) return;
        setRows([]);
        setError(e instanceof Error ? e.message : String(e));
      } finally {
        if (mine === seq.current) setLoading(false);
      }
    },
    [list],
  );
  const reload = useCallback(() => run(applied.current), [run]);

  useEffect(() => {
    void run(applied.current);
  }, [run]);

  return { rows, truncated, loading, error, run, reload };
}
