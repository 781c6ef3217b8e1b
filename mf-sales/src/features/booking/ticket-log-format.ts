import { TICKET_LOG_ACTION_LABELS, TICKET_STATUS_LABELS, TicketLogAction, labelOf, type TTicketLog } from '@busdesk/api-contract';
import { formatDateTime, formatMoney } from '@busdesk/shared-kit';
import { BOOKING_LABELS, TICKET_LOG_FIELD_LABELS } from './labels';

type LogValue = TTicketLog['logs'][number]['value'];

const MONEY_FIELDS = new Set(['agencyPrice', 'paidMoney', 'feeCancel', 'refund']);
const TIME_FIELDS = new Set(['getInTime']);

/**
 * The fields that describe the ticket as it stands (001 §3 'Ticket log entry'): a booking, an update or a payment
 * logs all of them, so each entry is compared with the ticket as the entries before it left it.
 */
const TICKET_FIELDS = new Set([
  'seatIds',
  'seatId',
  'fullName',
  'phoneNumber',
  'note',
  'pointUp',
  'pointDown',
  'ticketStatus',
  'routeInfo',
  'getInTime',
  'agencyPrice',
  'paidMoney',
  'numberPlate',
  'agency',
  'requireInvoiceStatus',
]);

/** What the first entry shows of the new ticket: the values a clerk checks (the rest are in the ticket itself). */
const CREATED_FIELDS = ['seatIds', 'seatId', 'fullName', 'phoneNumber', 'pointUp', 'pointDown', 'ticketStatus', 'agencyPrice', 'paidMoney'];

/** A message send logs where it went (the phone, the e-mail), not a change of the ticket: shown as sent. */
const SEND_ACTIONS: ReadonlySet<number> = new Set([TicketLogAction.SEND_SMS, TicketLogAction.SEND_ZNS, TicketLogAction.SEND_EMAIL]);
const RECIPIENT_FIELDS = new Set(['phoneNumber', 'email']);

/** The Vietnamese name of a logged field; an unknown field keeps its key so nothing is hidden. */
export const logFieldLabel = (field: string): string => TICKET_LOG_FIELD_LABELS[field] ?? field;

/** A logged value as the clerk reads it: money in đồng, statuses and yes/no in words, instants as DD/MM/YYYY HH:mm. */
export function logValueText(field: string, value: LogValue): string {
  if (value === null) return '-';
  if (typeof value === 'boolean') return value ? BOOKING_LABELS.history.yes : BOOKING_LABELS.history.no;
  if (field === 'ticketStatus') return labelOf(TICKET_STATUS_LABELS, typeof value === 'string' ? Number(value) : value);
  if (field === 'requireInvoiceStatus') return Number(value) === 1 ? BOOKING_LABELS.history.yes : BOOKING_LABELS.history.no;
  if (MONEY_FIELDS.has(field) && Number.isFinite(Number(value))) return formatMoney(Number(value));
  if (TIME_FIELDS.has(field) && typeof value === 'number') return formatDateTime(value);
  return String(value);
}

export const logActionLabel = (logType: number): string => labelOf(TICKET_LOG_ACTION_LABELS, logType);

/** createdDate as 'DD/MM/YYYY HH:mm' in Vietnam time, as every screen shows a date and time. */
export const logTimeText = (createdDate: number): string => formatDateTime(createdDate);

/** One line of a history entry: a field with its new value, and its old one when the entry changed it. */
export interface LogChange {
  field: string;
  label: string;
  /** The value before this entry; absent for a value the ticket did not have in view before (or an event's fact). */
  from?: string;
  to: string;
}

/** One history entry as the dialog shows it. */
export interface HistoryEntry {
  time: string;
  user: string;
  action: string;
  changes: LogChange[];
}

const sameValue = (a: LogValue | undefined, b: LogValue): boolean => a !== undefined && String(a) === String(b);
/** seatIds and seatId name the same thing in entries of different ages. */
const stateKey = (field: string): string => (field === 'seatId' ? 'seatIds' : field);

/**
 * The ticket's log as what changed (issue 11 item 10): the first entry shows the new ticket's key values, each later
 * one only the fields whose value differs from the ticket as the entries before it left it (old → new), plus what
 * the entry itself records (a cancel's reason and refund, a send's phone and outcome, a print's count).
 */
export function ticketHistory(logs: readonly TTicketLog[]): HistoryEntry[] {
  const ticket = new Map<string, LogValue>();
  return logs.map((log, index) => {
    const changes: LogChange[] = [];
    const send = SEND_ACTIONS.has(log.logType);
    const line = (field: string, value: LogValue, from?: LogValue): LogChange => ({
      field,
      label: logFieldLabel(field),
      ...(from !== undefined && from !== null ? { from: logValueText(field, from) } : {}),
      to: logValueText(field, value),
    });
    if (index === 0) {
      for (const field of CREATED_FIELDS) {
        const entry = log.logs.find((e) => e.field === field);
        if (entry && entry.value !== null && entry.value !== '') changes.push(line(field, entry.value));
      }
    }
    for (const { field, value } of log.logs) {
      const isTicketField = TICKET_FIELDS.has(field) && !(send && RECIPIENT_FIELDS.has(field));
      if (!isTicketField) {
        if (value !== null && !(index === 0 && CREATED_FIELDS.includes(field))) changes.push(line(field, value));
        continue;
      }
      const key = stateKey(field);
      const before = ticket.get(key);
      ticket.set(key, value);
      if (index === 0 || sameValue(before, value) || (before === undefined && value === null)) continue;
      changes.push(line(field, value, before));
    }
    return { time: logTimeText(log.createdDate), user: log.createdUserName ?? '-', action: logActionLabel(log.logType), changes };
  });
}
