/**
 * How a moment reads on a screen or on paper: one pattern per kind of place (ADR 0045). The seeds allow slashes
 * and dashes ("dates DD/MM/YYYY (some screens DD-MM-YYYY)", 000 §9; 001 §9 "DD/MM/YYYY HH:mm"); the only place a
 * seed names dashes is the bank QR report's created-date column (002 'Bank QR transaction report'), so every other
 * place writes slashes. The browser (shared-kit format-date.ts) and the server (printed tickets, SMS, the
 * transport contract) both format through this module, so a screen and the paper it prints never disagree.
 */
export const DISPLAY_DATE_PATTERNS = {
  /** A day: 25/11/2026. */
  date: 'DD/MM/YYYY',
  /** A recorded instant (a log entry, a payment, a bell item's departure as 002 gives it, a report): 25/11/2026 20:00. */
  dateTime: 'DD/MM/YYYY HH:mm',
  /** A departure or pick-up on the sales screen and the ticket, the time first as the counter reads it: 20:00 25/11/2026. */
  timeDate: 'HH:mm DD/MM/YYYY',
  /** A time on a card that already names its day: 20:00. */
  time: 'HH:mm',
  /** 002 'Bank QR transaction report': 'created date (DD-MM-YYYY HH:mm)'. Only that column. */
  bankQrCreated: 'DD-MM-YYYY HH:mm',
} as const;

export type DisplayDateKind = keyof typeof DISPLAY_DATE_PATTERNS;

/** Vietnam keeps UTC+7 all year (no summer time since 1975), so a fixed shift gives its wall clock on any host. */
export const VN_UTC_OFFSET_MINUTES = 7 * 60;
const VN_OFFSET_MS = VN_UTC_OFFSET_MINUTES * 60_000;
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The wall-clock fields of an instant in Asia/Ho_Chi_Minh. */
function vnFields(ms: number): Record<'YYYY' | 'MM' | 'DD' | 'HH' | 'mm' | 'ss', string> {
  const d = new Date(ms + VN_OFFSET_MS);
  return {
    YYYY: pad(d.getUTCFullYear(), 4),
    MM: pad(d.getUTCMonth() + 1),
    DD: pad(d.getUTCDate()),
    HH: pad(d.getUTCHours()),
    mm: pad(d.getUTCMinutes()),
    ss: pad(d.getUTCSeconds()),
  };
}

/**
 * An instant (epoch ms) as its kind of place writes it, in Vietnam time whatever the host's zone. Nothing to show
 * (null, undefined, NaN) gives '' so a table shows an empty cell rather than "Invalid Date".
 */
export function formatVnMoment(ms: number | null | undefined, kind: DisplayDateKind): string {
  if (typeof ms !== 'number' || !Number.isFinite(ms)) return '';
  const fields = vnFields(ms);
  return DISPLAY_DATE_PATTERNS[kind].replace(/YYYY|MM|DD|HH|mm|ss/g, (token) => fields[token as keyof typeof fields]);
}
