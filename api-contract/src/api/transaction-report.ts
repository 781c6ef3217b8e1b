import { z } from 'zod';
import { TRANSACTION_PAGE_SIZE } from '../constants';
import { defineEndpoint } from '../endpoint';
import { ZMoneyType } from '../enums/schemas';
import { ZTransactionStatusCode } from '../enums/schemas';
import { apiPath } from '../paths';
import { REPORT_MAX_COUNT, ZReportPageToken } from './reports';
import { rangeInOrder } from './range-in-order';

/** An instant in epoch ms. */
const ZEpochMs = z.coerce.number().int().min(0).max(8_640_000_000_000);

/**
 * 002 §7 'Transaction report' (startTime, endTime, partnerUserId → results.transaction), the screen 'Báo cáo giao
 * dịch' (docs/adr/0070): the staff money ledger between two instants (ms; the screen sends 00:00:00.000 of the first
 * day to 23:59:59.999 of the last in Asia/Ho_Chi_Minh), newest first, 10 a page behind the signed nextPageToken, the
 * totals of the whole filter on the first page. An ADMIN sees the agency's and its child stations' staff; a STAFF
 * user only their own entries, whatever partnerUserId says.
 */
export const ZTransactionReportRequest = z
  .object({
    startTime: ZEpochMs,
    endTime: ZEpochMs,
    /** One employee; absent: everyone the session may see. */
    partnerUserId: z
      .string()
      .trim()
      .max(100)
      .nullish()
      .transform((v) => (v ? v : null)),
    count: z.number().int().min(1).max(REPORT_MAX_COUNT).default(TRANSACTION_PAGE_SIZE),
    nextPageToken: ZReportPageToken,
  })
  .refine(...rangeInOrder<{ startTime: number; endTime: number }>('startTime', 'endTime'));
export type TTransactionReportRequest = z.input<typeof ZTransactionReportRequest>;

/** One ledger entry (002 §3 'Transaction (per staff)'); amount in đồng, negative for a reversed commission. */
export const ZTransactionReportRow = z.object({
  id: z.string(),
  partnerUserId: z.string().nullable(),
  /** The employee's name (the column 'staff name'). */
  partnerUserName: z.string().nullable(),
  partnerId: z.string(),
  partnerName: z.string(),
  payDateInMillisec: z.number().int(),
  /** 1 'Nạp tiền', 2 'Hoa hồng' (002 §4 money type). */
  balanceType: ZMoneyType,
  amount: z.number().int(),
  description: z.string().nullable(),
  /** 1 Đang xử lý, 2 Thành công, 3 Thất bại. */
  status: ZTransactionStatusCode,
  ticketId: z.string().nullable(),
});
export type TTransactionReportRow = z.infer<typeof ZTransactionReportRow>;

/** Over every entry of the filter (all pages). */
export const ZTransactionReportTotals = z.object({
  count: z.number().int(),
  /** Σ amount of the 'Nạp tiền' entries. */
  topUp: z.number().int(),
  /** Σ amount of the 'Hoa hồng' entries (reversals included). */
  commission: z.number().int(),
  /** Σ amount of every entry. */
  amount: z.number().int(),
});
export type TTransactionReportTotals = z.infer<typeof ZTransactionReportTotals>;

export const ZTransactionReportResponse = z.object({
  transaction: z.array(ZTransactionReportRow),
  nextPageToken: z.string().nullable(),
  totals: ZTransactionReportTotals.nullable(),
});
export type TTransactionReportResponse = z.infer<typeof ZTransactionReportResponse>;

export const transactionReportEndpoint = defineEndpoint({
  method: 'POST',
  // path chosen (002 §7: 'Transaction report (path not shown)')
  path: apiPath('partner/report/transaction'),
  client: 'v2',
  request: ZTransactionReportRequest,
  response: ZTransactionReportResponse,
  summary: "The staff money ledger (top-ups, commissions) of the agency's staff between two instants, newest first, with the totals of the filter",
});
