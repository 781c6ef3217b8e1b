import { formatVnMoment, type DisplayDateKind } from '@busdesk/api-contract';
import { toEpochMs, vnTime, type DateInput } from './vn-time';

const isBlank = (input: DateInput | null | undefined): input is null | undefined | '' =>
  input === null || input === undefined || input === '';

/**
 * The contract's pattern for that kind of place (api-contract rules/display-dates.ts, shared with the server's
 * printed tickets and SMS), in VN time; blank or invalid input gives '' so tables show an empty cell.
 */
function formatAs(kind: DisplayDateKind, input: DateInput | null | undefined): string {
  if (isBlank(input)) return '';
  return formatVnMoment(toEpochMs(input), kind);
}

/** A day: DD/MM/YYYY. */
export const formatDate = (input: DateInput | null | undefined): string => formatAs('date', input);
/** A recorded instant (log, payment, bell, report): DD/MM/YYYY HH:mm. */
export const formatDateTime = (input: DateInput | null | undefined): string => formatAs('dateTime', input);
/** A departure or pick-up on the sales screen (trip header, quick search): HH:mm DD/MM/YYYY. */
export const formatTimeDate = (input: DateInput | null | undefined): string => formatAs('timeDate', input);
/** The bank QR report's created date, the one place a seed writes dashes: DD-MM-YYYY HH:mm. */
export const formatBankQrCreated = (input: DateInput | null | undefined): string => formatAs('bankQrCreated', input);
/** HH:mm (trip cards). */
export const formatTime = (input: DateInput | null | undefined): string => formatAs('time', input);
/** Timestamp for export file names: the report title plus this (000 §2.4). */
export const fileTimestamp = (input: DateInput = Date.now()): string => vnTime(input).format('YYYYMMDD_HHmmss');

/** The business date (yyyyMMdd) the seeds send for reports, in VN time. */
export const toYmd = (input: DateInput = Date.now()): string => vnTime(input).format('YYYYMMDD');

/** Epoch ms of VN midnight starting a yyyyMMdd business date; NaN for a malformed value. */
export function fromYmd(ymd: string): number {
  if (!/^\d{8}$/.test(ymd)) return Number.NaN;
  const t = vnTime(ymd);
  return t.isValid() && t.format('YYYYMMDD') === ymd ? t.valueOf() : Number.NaN;
}

/** 00:00:00.000 VN time of the day containing input, as epoch ms. */
export const startOfDayMs = (input: DateInput = Date.now()): number => vnTime(input).startOf('day').valueOf();
/** 23:59:59.999 VN time of the day containing input, as epoch ms. */
export const endOfDayMs = (input: DateInput = Date.now()): number => vnTime(input).endOf('day').valueOf();

/** mm:ss of a remaining duration; never negative, minutes may exceed 59. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.floor((Number.isFinite(ms) ? ms : 0) / 1000));
  const mm = Math.floor(total / 60);
  const ss = total % 60;
  return `${String(mm).padStart(2, '0')}:${String(ss).padStart(2, '0')}`;
}
