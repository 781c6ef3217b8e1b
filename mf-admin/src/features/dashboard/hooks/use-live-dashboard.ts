import type { TDashboardResponse } from '@busdesk/api-contract';
import { dateRangeToKeys, todayRange, type DateRange } from '@busdesk/shared-kit';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { DashboardServices } from '../dashboard-services';

/**
 * A burst of events (a booking of ten seats, a payment then its tickets) costs one reload: the first event starts a
 * short window and the reload reads the figures once at its end.
 */
export const LIVE_RELOAD_MS = 400;

export interface LiveDashboard {
  range: DateRange;
  data: TDashboardResponse | null;
  /** True while the first answer for a range is awaited (a live reload keeps showing the figures it replaces). */
  loading: boolean;
  error: string | null;
  setRange(range: DateRange): void;
  reload(): void;
}

/**
 * The dashboard's state: today by default, another range on demand, and a reload of the shown range whenever the
 * agency's events say its figures moved. An answer older than the last request is dropped.
 */
export function useLiveDashboard(services: DashboardServices, initial: DateRange = todayRange()): LiveDashboard {
  const [range, setRangeState] = useState<DateRange>(initial);
  const [data, setData] = useState<TDashboardResponse | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const latest = useRef(0);
  const rangeRef = useRef(range);

  const load = useCallback(
    async (r: DateRange, quiet: boolean) => {
      const id = ++latest.current;
      if (!quiet) setLoading(true);
      try {
        const keys = dateRangeToKeys(r);
        const answer = await services.get({ startDate: Number(keys.startDate), endDate: Number(keys.endDate) });
        if (id !== latest.current) return;
        setData(answer);
        setError(null);
      } catch (e) {
        if (id !== latest.current) return;
        setError(e instanceof Error ? e.message : String(e));
      } finally {
        if (id === latest.current) setLoading(false);
      }
    },
    [services],
  );

  useEffect(() => {
    void load(rangeRef.current, false);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const off = services.onChange(() => {
      timer ??= setTimeout(() => {
        timer = undefined;
        void load(rangeRef.current, true);
      }, LIVE_RELOAD_MS);
    });
    return () => {
      off();
      clearTimeout(timer);
      latest.current++;
    };
  }, [services, load]);

  const setRange = useCallback(
    (next: DateRange) => {
      rangeRef.current = next;
      setRangeState(next);
      setData(null);
      void load(next, false);
    },
    [load],
  );
  const reload = useCallback(() => void load(rangeRef.current, false), [load]);
  return { range, data, loading, error, setRange, reload };
}
