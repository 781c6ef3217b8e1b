import { vnTime, type DateInput } from './vn-time';

const isBlank = (input: DateInput | null | undefined): input is null | undefined | '' =>
  input === null || input === undefined || input === '';

/** Formats in VN time; blank input gives '' so tables show an empty cell rather than "Invalid Date". */
function formatWith(pattern: string, input: DateInput | null | undefined): string {
  if (isBlank(input)) return '';
  const t = vnTime(input);
  return t.isValid() ? t.format(pattern) : '';
}

/** DD/MM/YYYY */
export const formatDate = (input: DateInput | null | undefined): string => formatWith('DD/MM/YYYY', input);
/** DD-MM-YYYY (some screens) */
export const formatDateDash = (input: DateInput | null | undefined): string => formatWith('DD-MM-YYYY', input);
/** DD-MM-YYYY HH:mm (bank QR report) */
export const formatDateTime = (input: DateInput | null | undefined): string => formatWith('DD-MM-YYYY HH:mm', input);
/** DD/MM/YYYY HH:mm (notifications, 001 §9) */
export const formatDateTimeSlash = (input: DateInput | null | undefined): string =>
  formatWith('DD/MM/YYYY HH:mm', input);
/** HH:mm DD-MM-YYYY */
export const formatTimeDate = (input: DateInput | null | undefined): string => formatWith('HH:mm DD-MM-YYYY', input);
/** HH:mm (trip cards) */
export const formatTime = (input: DateInput | null | undefined): string => formatWith('HH:mm', input);
/** YYYY/MM/DD (001 §9) */
export const formatDateYmdSlash = (input: DateInput | null | undefined): string => formatWith('YYYY/MM/DD', input);
/** Timestamp for export file names: the report title plus this (000 §2.4). */
export const fileTimestamp = (input: DateInput = Date.now()): string => formatWith('YYYYMMDD_HHmmss', input);

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
