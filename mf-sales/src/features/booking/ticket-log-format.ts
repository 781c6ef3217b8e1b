import { TICKET_LOG_ACTION_LABELS, TICKET_STATUS_LABELS, labelOf, type TTicketLog } from '@busdesk/api-contract';
import { formatDateTime, formatMoney } from '@busdesk/shared-kit';
import { BOOKING_LABELS, TICKET_LOG_FIELD_LABELS } from './labels';

const MONEY_FIELDS = new Set(['agencyPrice', 'paidMoney']);
const TIME_FIELDS = new Set(['getInTime']);

/** The Vietnamese name of a logged field; an unknown field keeps its key so nothing is hidden. */
export const logFieldLabel = (field: string): string => TICKET_LOG_FIELD_LABELS[field] ?? field;

/** A logged value as the clerk reads it: money in đồng, statuses and yes/no in words, instants as DD/MM/YYYY HH:mm. */
export function logValueText(field: string, value: TTicketLog['logs'][number]['value']): string {
  if (value === null) return '-';
  if (typeof value === 'boolean') return value ? BOOKING_LABELS.history.yes : BOOKING_LABELS.history.no;
  if (field === 'ticketStatus') return labelOf(TICKET_STATUS_LABELS, typeof value === 'string' ? Number(value) : value);
  if (field === 'requireInvoiceStatus') return Number(value) === 1 ? BOOKING_LABELS.history.yes : BOOKING_LABELS.history.no;
  if (MONEY_FIELDS.has(field) && Number.isFinite(Number(value))) return formatMoney(Number(value));
  if (TIME_FIELDS.has(field) && typeof value === 'number') return formatDateTime(value);
  return String(value);
}

export const logActionLabel = (logType: number): string => labelOf(TICKET_LOG_ACTION_LABELS, logType);

/** createdDate as 'DD/MM/YYYY HH:mm' in Vietnam time. */
export const logTimeText = (createdDate: number): string => formatDateTime(createdDate);
