import { vnTime, type DateInput } from '../format/vn-time';

export type DepartureDay = 'past' | 'today' | 'future';

/** Which day a departure falls on, in Vietnam (002 §2: past dark red, today blue, future green). */
export function departureDay(departure: DateInput, now: DateInput = Date.now()): DepartureDay {
  const day = vnTime(departure).format('YYYYMMDD');
  const today = vnTime(now).format('YYYYMMDD');
  return day < today ? 'past' : day === today ? 'today' : 'future';
}

/** The colours of 002 §2 for a departure day. */
export const DEPARTURE_DAY_COLORS: Readonly<Record<DepartureDay, string>> = {
  past: '#8b0000',
  today: '#1565c0',
  future: '#2e7d32',
};
