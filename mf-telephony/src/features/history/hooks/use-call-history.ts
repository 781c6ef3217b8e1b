import { historyWindowError, MSG, type TCallHistoryItem, type TCallHistoryRequest, type TTelephonyLine } from '@busdesk/api-contract';
import { endOfDayMs, fromYmd, toYmd } from '@busdesk/shared-kit';
import { useCallback, useEffect, useRef, useState } from 'react';
import { failureText } from '../../../shared/failure-text';
import type { Notify } from '../../../shared/use-softphone';

export interface HistoryFilter {
  /** yyyyMMdd, '' when cleared. */
  from: string;
  to: string;
  phone: string;
}

/** 'refused': the filter's days cannot be asked for (its message is shown at the date fields; no list under it). */
export type HistoryState =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; calls: TCallHistoryItem[] }
  | { status: 'refused'; message: string; field: 'from' | 'to' | 'both' };

/** The window a filter asks for: from 00:00 of its first day to the end of its last day, never past now. */
export function historyRequest(lineId: string, filter: HistoryFilter, now: number = Date.now()): TCallHistoryRequest {
  const start = filter.from ? fromYmd(filter.from) : Number.NaN;
  const end = filter.to ? Math.min(endOfDayMs(fromYmd(filter.to)), now) : Number.NaN;
  const phoneNumber = filter.phone.trim();
  return {
    lineId,
    startDate: Number.isFinite(start) ? start : null,
    endDate: Number.isFinite(end) ? end : null,
    ...(phoneNumber ? { phoneNumber } : {}),
  };
}

/** The line's calls (002 §2: 00:00 today → now by default), read when the tab opens and on 'Xem'. */
export function useCallHistory(line: TTelephonyLine, list: (request: TCallHistoryRequest) => Promise<TCallHistoryItem[]>, notify: Notify) {
  const [filter, setFilter] = useState<HistoryFilter>(() => ({ from: toYmd(), to: toYmd(), phone: '' }));
  const [state, setState] = useState<HistoryState>({ status: 'loading' });
  const sequence = useRef(0);

  const load = useCallback(
    (asked: HistoryFilter) => {
      const request = historyRequest(line.id, asked);
      // Provider B needs both dates (002 §5 'Vui lòng chọn ngày'); a window that ends before it starts is refused.
      const problem = historyWindowError(line.provider, request.startDate, request.endDate);
      if (problem) {
        // The list of the days asked before is not what these fields say: it goes, and the message is at the fields.
        sequence.current += 1;
        const field = request.startDate !== null && request.endDate !== null ? 'to' : request.startDate === null && request.endDate === null ? 'both' : request.startDate === null ? 'from' : 'to';
        setState({ status: 'refused', message: problem, field });
        notify(problem, 'warning');
        return;
      }
      const id = ++sequence.current;
      setState({ status: 'loading' });
      list(request).then(
        (calls) => id === sequence.current && setState({ status: 'ready', calls }),
        (error: unknown) => {
          if (id !== sequence.current) return;
          setState({ status: 'failed' });
          notify(failureText(error, MSG.telephony.historyFailed), 'error');
        },
      );
    },
    [line.id, line.provider, list, notify],
  );

  const first = useRef(filter);
  useEffect(() => load(first.current), [load]);

  return { filter, setFilter, state, show: () => load(filter) };
}
