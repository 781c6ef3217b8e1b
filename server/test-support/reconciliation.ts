import { TicketStatus, type TTripSaleTotals, type TBankQrReportTotals, type TMessageDelivery, type TSmsReportTotals, type TZnsReportTotals, type TTicketReportResponse, type TTicketReportRow } from '@busdesk/api-contract';

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

/** The reports as read after the day: every page of the trip's ticket report per viewer, its settlement sheets, and what the day's figures gained. */
export interface ReportsSeen {
  tickets: Record<'admin' | 'staff' | 'quaymoi', TTicketReportResponse[]>;
  cancelled: TTicketReportResponse[];
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
  return problems;
}
