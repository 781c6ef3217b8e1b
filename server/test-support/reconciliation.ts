import {
  MoneyType,
  TicketStatus,
  type TBankQrReportRow,
  type TBankQrReportTotals,
  type TMessageDelivery,
  type TSmsReportRow,
  type TSmsReportTotals,
  type TTicketReportResponse,
  type TTicketReportRow,
  type TTransactionReportRow,
  type TTransactionReportTotals,
  type TTripSaleTotals,
  type TZnsReportRow,
  type TZnsReportTotals,
} from '@busdesk/api-contract';

/** One ticket as the operations that touched it answered (the test's own ledger, independent of any report). */
export interface LedgerTicket {
  seller: string;
  price: number;
  paid: number;
  paymentType: number;
  status: number;
  /** Fee and refund the cancel answered; 0 for a ticket not cancelled. */
  fee: number;
  refund: number;
  /** The cancelled ticket's refunded flag as the last cancel or cancelled-ticket update set it. */
  isRefunded: boolean;
}

/** What a generated day did, as the API answered each operation. */
export interface Ledger {
  tickets: Map<string, LedgerTicket>;
  cancelAnswers: Array<{ refund: number; fee: number }>;
  /** đồng of each bank QR bill the webhook paid. */
  bankPaid: number[];
  bankPaidBills: string[];
  /** Bills paid for tickets cancelled meanwhile: a refund to make, the bill stays processing. */
  refundNeeded: number;
  bankProcessing: number;
  sms: Array<{ price: number; quantity: number; delivery: TMessageDelivery }>;
  zns: Array<{ price: number; quantity: number; delivery: TMessageDelivery }>;
}

export const emptyLedger = (): Ledger => ({ tickets: new Map(), cancelAnswers: [], bankPaid: [], bankPaidBills: [], refundNeeded: 0, bankProcessing: 0, sms: [], zns: [] });

/** Online statistics (crm5) as compared: bookings are one ticket each in these days. */
export interface Crm5Figures extends Record<string, number> {
  goods: number;
  orders: number;
  success: number;
  failed: number;
  money: number;
}

/** A report read over every page of one filter: its rows, and the filter's totals from the first page. */
export interface AllPages<Row, Totals> {
  rows: Row[];
  totals: Totals | null;
  pages: number;
}

/** The reports as read after the day: every page of the trip's ticket report per viewer, its settlement sheets, and what the day's figures gained. */
export interface ReportsSeen {
  tickets: Record<'admin' | 'staff' | 'quaymoi', TTicketReportResponse[]>;
  cancelled: TTicketReportResponse[];
  /** The cancelled report with its refunded / not refunded switch on each side. */
  cancelledBySwitch: { refunded: TTicketReportResponse[]; notRefunded: TTicketReportResponse[] };
  /** The range's message, bill and ledger reports over all their pages (the test's range: every run so far). */
  histories: {
    sms: AllPages<TSmsReportRow, TSmsReportTotals>;
    zns: AllPages<TZnsReportRow, TZnsReportTotals>;
    bank: AllPages<TBankQrReportRow, TBankQrReportTotals>;
    transactions: AllPages<TTransactionReportRow, TTransactionReportTotals>;
  };
  /** Every report answer read (all pages, the dashboard, crm5, settlement): each of their numbers must be a safe integer. */
  answers: unknown[];
  day: {
    bank: Pick<TBankQrReportTotals, 'count' | 'successCount' | 'successMoney' | 'processingCount'>;
    sms: Pick<TSmsReportTotals, 'count' | 'local' | 'delivered' | 'price'>;
    zns: Pick<TZnsReportTotals, 'count' | 'local' | 'delivered' | 'price'>;
    refunds: number;
    /** The transaction report's commission total (the staff ledger), agency and child station. */
    commission: number;
    dashboard: {
      count: number;
      cancelled: number;
      paidMoney: number;
      refund: number;
      bankPending: number;
      refundsToMake: number;
      sms: number;
      zns: number;
      /** Σ paid by payment type, the types that moved. */
      paidByPaymentType: Record<string, number>;
    };
    crm5: { agency: Crm5Figures; child: Crm5Figures };
  };
  /** Σ of the payments table (the money the webhooks recorded) for the trip's tickets. */
  paymentsLedger: number;
  /** The trip's settlement sheet as the agency sees it, and as its child station does. */
  settlement: TTripSaleTotals;
  childSettlement: TTripSaleTotals;
}

/** The agency whose settlement sheet is read (admin and staff sell for it; quaymoi for its child station). */
export const SETTLING_PARTNER = 'p-bxmd';
/** Paid, on the trip, completed: the tickets a settlement counts (trip-ops/sale-totals.ts). */
const SOLD: readonly number[] = [TicketStatus.PAID, 4, 5];
/** Cash at the counter or to the assistant: the settlement's cashDelegate line. */
const CASH_PAYMENT_TYPES: readonly number[] = [2, 3];

const sum = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0);

/** Σ of a field by a key, as a plain object sorted by key (so two of them compare with toEqual or JSON). */
function sumBy<T>(items: readonly T[], key: (x: T) => string | number, value: (x: T) => number): Record<string, number> {
  const out: Record<string, number> = {};
  for (const x of items) out[String(key(x))] = (out[String(key(x))] ?? 0) + value(x);
  return Object.fromEntries(Object.entries(out).sort(([a], [b]) => a.localeCompare(b)));
}

/**
 * Every equality issue 13 asks of the reports this run can read, as a list of what disagrees (empty: all agree).
 * Rows are taken over all pages; totals come with the first page.
 */
export function reconcile(seen: ReportsSeen, ledger: Ledger): string[] {
  const problems: string[] = [];
  const check = (what: string, actual: unknown, expected: unknown) => {
    if (JSON.stringify(actual) !== JSON.stringify(expected)) problems.push(`${what}: report ${JSON.stringify(actual)} ≠ ledger ${JSON.stringify(expected)}`);
  };
  const ledgerTickets = [...ledger.tickets.entries()].map(([id, t]) => ({ id, ...t }));
  const visibleTo = (who: string) => ledgerTickets.filter((x) => who === 'admin' || x.seller === who);

  for (const [who, pages] of Object.entries(seen.tickets)) {
    const rows: TTicketReportRow[] = pages.flatMap((p) => p.data);
    const totals = pages[0]?.totals;
    const mine = visibleTo(who);
    check(`${who}: tickets`, rows.map((r) => r.ticketId).sort(), mine.map((x) => x.id).sort());
    check(`${who}: totals = Σ rows`, totals, {
      count: rows.length,
      agencyPrice: sum(rows.map((r) => r.agencyPrice)),
      paidMoney: sum(rows.map((r) => r.paidMoney)),
      cancelFee: sum(rows.map((r) => r.cancelFee)),
      refund: sum(rows.map((r) => r.refund)),
      paidMoneyCash: sum(rows.map((r) => r.paidMoneyCash)),
      paidMoneyOnline: sum(rows.map((r) => r.paidMoneyOnline)),
      commission: sum(rows.map((r) => r.collectionTransactions[0]?.commission ?? 0)),
    });
    check(`${who}: paid by payment kind`, sumBy(rows, (r) => r.paymentType[0] ?? 'none', (r) => r.paidMoney), sumBy(mine, (x) => x.paymentType, (x) => x.paid));
    // The collection report's cash column = the ledger's cash payments (at the counter, to the assistant).
    check(`${who}: paid in cash`, sum(rows.map((r) => r.paidMoneyCash)), sum(mine.filter((x) => CASH_PAYMENT_TYPES.includes(x.paymentType)).map((x) => x.paid)));
    check(`${who}: paid per ticket`, Object.fromEntries(rows.map((r) => [r.ticketId, r.paidMoney]).sort()), Object.fromEntries(mine.map((x) => [x.id, x.paid]).sort()));
    const money = rows.flatMap((r) => [r.agencyPrice, r.paidMoney, r.cancelFee, r.refund]).concat(totals ? Object.values(totals) : []);
    if (!money.every(Number.isSafeInteger)) problems.push(`${who}: money that is not integer đồng`);
  }

  const cancelledRows = seen.cancelled.flatMap((p) => p.data);
  const cancelled = ledgerTickets.filter((x) => x.status === TicketStatus.CANCELLED);
  check('cancelled: tickets', cancelledRows.map((r) => r.ticketId).sort(), cancelled.map((x) => x.id).sort());
  check('cancelled: refunds = refunds recorded at cancel', seen.cancelled[0]?.totals?.refund, sum(ledger.cancelAnswers.map((c) => c.refund)));
  check('cancelled: fees = fees kept at cancel', seen.cancelled[0]?.totals?.cancelFee, sum(ledger.cancelAnswers.map((c) => c.fee)));

  // Settlement = revenue by staff for the same trip: the agency's sold tickets of the report, split cash / other.
  const sold = (seen.tickets.admin.flatMap((p) => p.data)).filter((r) => r.partnerId === SETTLING_PARTNER && SOLD.includes(r.ticketStatus));
  const cash = sold.filter((r) => CASH_PAYMENT_TYPES.includes(r.paymentType[0] ?? -1));
  const other = sold.filter((r) => !CASH_PAYMENT_TYPES.includes(r.paymentType[0] ?? -1));
  const s = seen.settlement;
  check('settlement = ticket report (cash at the counter)', { total: s.cashDelegateTotal, revenue: s.cashDelegateRevenue }, { total: cash.length, revenue: sum(cash.map((r) => r.paidMoney)) });
  check('settlement = ticket report (other payments)', { total: s.onlineDelegateTotal, revenue: s.onlineDelegateRevenue }, { total: other.length, revenue: sum(other.map((r) => r.paidMoney)) });
  const settledByLedger = ledgerTickets.filter((x) => x.seller !== 'quaymoi' && SOLD.includes(x.status));
  check('settlement = ledger', s.cashDelegateRevenue + s.onlineDelegateRevenue, sum(settledByLedger.map((x) => x.paid)));

  const day = seen.day;
  check('bank QR: confirmed payments', day.bank, {
    count: ledger.bankPaid.length + ledger.bankProcessing,
    successCount: ledger.bankPaid.length,
    successMoney: sum(ledger.bankPaid) * 100,
    processingCount: ledger.bankProcessing,
  });
  check('bank QR: payments table', seen.paymentsLedger, sum(ledger.bankPaid));
  check('refunds to make', day.refunds, ledger.refundNeeded);
  const messages = (sent: Ledger['sms']) => ({
    count: sent.length,
    local: sent.filter((x) => x.delivery === 'local').length,
    delivered: sent.filter((x) => x.delivery === 'delivered').length,
    price: sum(sent.map((x) => x.price)),
  });
  const sms = messages(ledger.sms);
  const zns = messages(ledger.zns);
  check('SMS: Σ records', day.sms, sms);
  check('ZNS: Σ records', day.zns, zns);

  // The staff ledger's commission entries = the commission the settlement sheets count (agency + child station).
  const commissionOf = (t: TTripSaleTotals) => t.onlineCompanyCommission + t.onlinePartnerCommission + t.onlineDelegateCommission;
  check('staff ledger commission = settlement commission', day.commission, commissionOf(seen.settlement) + commissionOf(seen.childSettlement));

  // The dashboard's day = the reports' = the ledger.
  const cancelledTickets = ledgerTickets.filter((x) => x.status === TicketStatus.CANCELLED);
  check('dashboard = ledger', day.dashboard, {
    count: ledgerTickets.length,
    cancelled: cancelledTickets.length,
    paidMoney: sum(ledgerTickets.map((x) => x.paid)),
    refund: sum(cancelledTickets.map((x) => x.refund)),
    bankPending: ledger.bankProcessing,
    refundsToMake: ledger.refundNeeded,
    sms: sms.count,
    zns: zns.count,
    paidByPaymentType: Object.fromEntries(Object.entries(sumBy(ledgerTickets, (x) => x.paymentType, (x) => x.paid)).filter(([, v]) => v !== 0)),
  });
  const adminTotals = seen.tickets.admin[0]?.totals;
  check('dashboard = ticket report', { paidMoney: day.dashboard.paidMoney, refund: day.dashboard.refund, count: day.dashboard.count }, {
    paidMoney: adminTotals?.paidMoney,
    refund: adminTotals?.refund,
    count: adminTotals?.count,
  });
  check('dashboard messages = SMS and ZNS reports', { sms: day.dashboard.sms, zns: day.dashboard.zns }, { sms: day.sms.count, zns: day.zns.count });

  // Online statistics (crm5): one booking per sale here.
  const crm5Of = (tickets: typeof ledgerTickets): Crm5Figures => ({
    goods: tickets.length,
    orders: tickets.length,
    success: tickets.filter((x) => SOLD.includes(x.status)).length,
    failed: tickets.filter((x) => x.status === TicketStatus.CANCELLED).length,
    money: sum(tickets.filter((x) => SOLD.includes(x.status)).map((x) => x.paid)),
  });
  check('crm5 (agency) = ledger', day.crm5.agency, crm5Of(ledgerTickets.filter((x) => x.seller !== 'quaymoi')));
  check('crm5 (child station) = ledger', day.crm5.child, crm5Of(ledgerTickets.filter((x) => x.seller === 'quaymoi')));

  // Totals = Σ rows over every page, for each report of the range (not only the ticket report's).
  const h = seen.histories;
  const deliveryCounts = (rows: ReadonlyArray<{ delivery: TMessageDelivery | null; isSuccess: boolean }>) => ({
    delivered: rows.filter((r) => r.delivery === 'delivered').length,
    failed: rows.filter((r) => r.delivery === 'failed' || (r.delivery === null && !r.isSuccess)).length,
    local: rows.filter((r) => r.delivery === 'local').length,
  });
  check('SMS report: totals = Σ rows over all pages', h.sms.totals, {
    count: h.sms.rows.length,
    ...deliveryCounts(h.sms.rows),
    quantity: sum(h.sms.rows.map((r) => r.quantity)),
    price: sum(h.sms.rows.map((r) => r.price)),
    realPrice: sum(h.sms.rows.map((r) => r.realPrice)),
  });
  check('ZNS report: totals = Σ rows over all pages', h.zns.totals, { count: h.zns.rows.length, ...deliveryCounts(h.zns.rows), price: sum(h.zns.rows.map((r) => r.price)) });
  const bankOf = (status: number) => h.bank.rows.filter((r) => r.transStatus === status);
  check('bank QR report: totals = Σ rows over all pages', h.bank.totals, {
    count: h.bank.rows.length,
    totalMoney: sum(h.bank.rows.map((r) => r.totalMoney)),
    processingCount: bankOf(1).length,
    successCount: bankOf(2).length,
    successMoney: sum(bankOf(2).map((r) => r.totalMoney)),
    errorCount: bankOf(3).length,
  });
  check('transaction report: totals = Σ rows over all pages', h.transactions.totals, {
    count: h.transactions.rows.length,
    topUp: sum(h.transactions.rows.filter((r) => r.balanceType === MoneyType.MANUAL_CHANGE).map((r) => r.amount)),
    commission: sum(h.transactions.rows.filter((r) => r.balanceType === MoneyType.API_FEE).map((r) => r.amount)),
    amount: sum(h.transactions.rows.map((r) => r.amount)),
  });
  // Each history names every record of this run at least (the ledger's sends, bills and commissions are in the range).
  for (const [what, rows, atLeast] of [
    ['SMS', h.sms.rows.length, ledger.sms.length],
    ['ZNS', h.zns.rows.length, ledger.zns.length],
    ['bank QR', h.bank.rows.length, ledger.bankPaid.length + ledger.bankProcessing],
  ] as const) {
    if (rows < atLeast) problems.push(`${what} report: ${rows} rows over all pages, fewer than the ${atLeast} of this run`);
  }

  // The cancelled report's refunded switch = the flag the operations last set, ticket by ticket; each side's totals = Σ its rows.
  for (const [side, pages, flag] of [
    ['refunded', seen.cancelledBySwitch.refunded, true],
    ['not refunded', seen.cancelledBySwitch.notRefunded, false],
  ] as const) {
    const rows = pages.flatMap((p) => p.data);
    check(`cancelled (${side}): tickets`, rows.map((r) => r.ticketId).sort(), cancelled.filter((x) => x.isRefunded === flag).map((x) => x.id).sort());
    check(`cancelled (${side}): every row's flag`, rows.every((r) => r.isRefunded === flag), true);
    check(`cancelled (${side}): totals = Σ rows`, { count: pages[0]?.totals?.count, refund: pages[0]?.totals?.refund }, { count: rows.length, refund: sum(rows.map((r) => r.refund)) });
  }
  check("cancelled: each row's refunded flag = the ledger", Object.fromEntries(cancelledRows.map((r) => [r.ticketId, r.isRefunded]).sort()), Object.fromEntries(cancelled.map((x) => [x.id, x.isRefunded]).sort()));

  // Money is integer đồng throughout: every number of every answer read (counts included) is a safe integer.
  const notInteger = integerProblems(seen.answers);
  if (notInteger.length) problems.push(`money that is not integer đồng: ${notInteger.slice(0, 5).join(', ')}`);
  return problems;
}

/** The paths of every number in `value` that is not a safe integer (NaN, fractions, beyond 2^53). */
export function integerProblems(value: unknown, path = '$'): string[] {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? [] : [`${path}=${value}`];
  if (Array.isArray(value)) return value.flatMap((v, i) => integerProblems(v, `${path}[${i}]`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => integerProblems(v, `${path}.${k}`));
  return [];
}
