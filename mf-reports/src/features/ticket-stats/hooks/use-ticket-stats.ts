import type { TTicketStats } from '@busdesk/api-contract';
import { dateRangeToMillis, todayRange, type DateRange } from '@busdesk/shared-kit';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { TicketStatsServices } from '../ticket-stats-services';

export interface TicketStatsState {
  stats: TTicketStats | null;
  loading: boolean;
  /** The server's reason when the call failed (e.g. another agency's partnerId), shown on the screen. */
  error: string | null;
  run: (range: DateRange) => Promise<void>;
}

/**
 * The statistics of a range: 00:00:00.000 of the first day to 23:59:59.999 of the last, in ms (002 §9), for the
 * URL's partnerId or the session's agency; today on opening. An answer older than the last run is dropped.
 */
export function useTicketStats(services: TicketStatsServices, partnerId: string | null): TicketStatsState {
  const [stats, setStats] = useState<TTicketStats | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const sequence = useRef(0);
  const run = useCallback(
    async (range: DateRange) => {
      const id = ++sequence.current;
      const { fromDate, toDate } = dateRangeToMillis(range);
      setLoading(true);
      setError(null);
      try {
        const answer = await services.stats({ startDate: fromDate, endDate: toDate, partnerId });
        if (id === sequence.current) setStats(answer);
      } catch (e) {
        if (id !== sequence.current) return;
        setStats(null);
        setError(e instanceof Error ? e.message : String(e));
      } finally {
        if (id === sequence.current) setLoading(false);
      }
    },
    [services, partnerId],
  );
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void run(todayRange());
  }, [run]);
  return { stats, loading, error, run };
}
