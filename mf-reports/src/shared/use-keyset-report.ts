import { MSG } from '@busdesk/api-contract';
import { notify } from '@busdesk/shared-kit';
import { useCallback, useEffect, useRef, useState } from 'react';

/** One page of a report as the screens hold it: its rows, the next page's token, the filter's totals (first page only). */
export interface ReportPage<Row, Totals> {
  rows: Row[];
  nextPageToken: string | null;
  totals: Totals | null;
}

/** Fetches one page of a report for a filter; `nextPageToken` null asks for the first page. */
export type FetchReportPage<Filter, Row, Totals> = (filter: Filter, nextPageToken: string | null) => Promise<ReportPage<Row, Totals>>;

export interface KeysetReport<Filter, Row, Totals> {
  /** The filter the screen opens on (today), run at once. */
  initial: Filter;
  /** The filter the rows belong to; null before the first run or after the filter changed. */
  applied: Filter | null;
  rows: Row[];
  totals: Totals | null;
  hasMore: boolean;
  loading: boolean;
  /** A filter changed since the rows were asked (clear() was called): the screen says 'Lọc báo cáo' will apply it. */
  stale: boolean;
  /** Loads the first page of `filter`, replacing what is shown. */
  run: (filter: Filter) => Promise<void>;
  /** The next page ('Tải thêm'), appended. */
  loadMore: () => Promise<void>;
  /** Forgets the rows (a filter changed and is not applied yet), so no row of another filter stays on screen. */
  clear: () => void;
}

/**
 * The state behind every report screen (docs/adr/0063): pages follow the server's opaque nextPageToken, the totals are
 * the server's for the whole filter (sent with the first page), and an answer that arrives after a newer run is
 * dropped. A failure says 'Có lỗi xảy ra khi lọc báo cáo' (002 §8) with the server's reason.
 */
export function useKeysetReport<Filter, Row, Totals>(fetchPage: FetchReportPage<Filter, Row, Totals>, initial: Filter): KeysetReport<Filter, Row, Totals> {
  const [applied, setApplied] = useState<Filter | null>(null);
  const [rows, setRows] = useState<Row[]>([]);
  const [totals, setTotals] = useState<Totals | null>(null);
  const [token, setToken] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [stale, setStale] = useState(false);
  const sequence = useRef(0);

  const fail = (e: unknown) => notify(`${MSG.reports.filterFailed}${e instanceof Error && e.message ? `: ${e.message}` : ''}`, 'error');

  const run = useCallback(
    async (filter: Filter) => {
      const id = ++sequence.current;
      setLoading(true);
      setStale(false);
      setApplied(filter);
      setRows([]);
      setTotals(null);
      setToken(null);
      try {
        const page = await fetchPage(filter, null);
        if (id !== sequence.current) return;
        setRows(page.rows);
        setTotals(page.totals);
        setToken(page.nextPageToken);
      } catch (e) {
        if (id === sequence.current) fail(e);
      } finally {
        if (id === sequence.current) setLoading(false);
      }
    },
    [fetchPage],
  );

  const loadMore = async () => {
    if (!applied || !token) return;
    const id = sequence.current;
    try {
      const page = await fetchPage(applied, token);
      if (id !== sequence.current) return;
      setRows((current) => [...current, ...page.rows]);
      setToken(page.nextPageToken);
    } catch (e) {
      if (id === sequence.current) fail(e);
    }
  };

  const clear = () => {
    sequence.current++;
    setApplied(null);
    setRows([]);
    setTotals(null);
    setToken(null);
    setLoading(false);
    setStale(true);
  };

  // The screen opens on its default filter (today), as the seed's reports do.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void run(initial);
  }, [initial, run]);

  return { initial, applied, rows, totals, hasMore: token !== null, loading, stale, run, loadMore, clear };
}
