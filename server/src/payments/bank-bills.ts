import type { PaymentsDeps } from './payments-deps';
import type { z } from 'zod';
import { amountDue, MSG, PAYMENT_WEBHOOK_PATHS, QrType, type TBankQrBill, type TBankQrResponse, type ZBankQrRequest } from '@busdesk/api-contract';
import { notFound } from '../lib/http-error';
import { parseTicketInfos, type BillTicketInfo } from '../repositories/payments-repository';
import type { SessionContext } from '../repositories/sessions-repository';
import { newBillNumber } from './bill-number';
import { loadPayableTickets, qrError } from './payable-tickets';
import type { BankDriver } from './payment-drivers';
import { ProviderError } from './provider-error';
import { qrPngDataUrl } from './qr-image';
import { MB_BANK_BIN } from './vietqr';

/**
 * The account a bill pays into (docs/adr/0057): the agency's own MB account once it has an active bank QR terminal
 * (register-vietqr; settled as 'online by delegate'), else the company's receiving account.
 */
async function payee(deps: PaymentsDeps, partnerId: string, company: { bankBin: string; bankAccountNumber: string; bankAccountName: string }) {
  const terminal = await deps.terminals.active(partnerId);
  if (terminal?.terminalId) {
    return { bankBin: MB_BANK_BIN, accountNumber: terminal.bankAccountNumber, accountName: terminal.bankAccountName, terminalId: terminal.terminalId };
  }
  return { bankBin: company.bankBin, accountNumber: company.bankAccountNumber, accountName: company.bankAccountName, terminalId: null };
}

/**
 * A bank QR bill (001 §7) for the agency's unpaid tickets of one company: the VietQR of the receiving account (the
 * agency's active terminal, else the company's) with the amount due and the bill number as purpose, its PNG, stored
 * in bank_qr_transactions (totalMoney in minor units, ×100, as 002 §3 keeps it).
 */
export async function createBankBill(deps: PaymentsDeps, bank: BankDriver, session: SessionContext, input: z.output<typeof ZBankQrRequest>): Promise<TBankQrResponse> {
  const config = await deps.payments.paymentConfig(input.companyId);
  const tickets = await loadPayableTickets(deps, session, input.companyId, input.ticketIds);
  if (!config) throw qrError(400, MSG.payments.bankNotConfigured);
  const amount = amountDue(tickets);
  const account = await payee(deps, session.partnerId, config);
  const billNumber = newBillNumber();
  let payload: string;
  try {
    ({ payload } = await bank.issueBill({
      billNumber,
      amount,
      bankBin: account.bankBin,
      accountNumber: account.accountNumber,
      accountName: account.accountName,
      webhookUrl: `${deps.webhookBaseUrl()}${PAYMENT_WEBHOOK_PATHS.MB_QR}`,
    }));
  } catch (err) {
    if (err instanceof ProviderError) {
      deps.log.warn({ err }, 'bank QR provider failed');
      throw qrError(502, MSG.sales.qrFailed);
    }
    throw err;
  }
  const qrImage = await qrPngDataUrl(payload);
  const ticketInfos: BillTicketInfo[] = tickets.map((t) => ({ ticketId: t.ticketId, tripId: t.tripId, seatId: t.seatId, due: t.agencyPrice - t.paidMoney }));
  // The bill and its change commit together: the agency's dashboard counts the bill as awaiting payment (docs/adr/0072).
  const createdDate = await deps.changes.transaction(async (tx, record) => {
    const created = await deps.payments.insertBankBill(tx, {
      billNumber,
      companyId: config.companyId,
      partnerId: session.partnerId,
      totalMoney: amount * 100,
      qrPayload: payload,
      qrCode: qrImage,
      transactionType: QrType.MB_QR,
      transStatus: 1,
      transactionContent: billNumber,
      ticketInfos: JSON.stringify(ticketInfos),
      terminalId: account.terminalId,
      // Only the simulator pays a local bill: marked so that no report takes it for money received.
      simulated: bank.kind === 'local',
    });
    await record({ kind: 'bill-opened', partnerId: session.partnerId, provider: 'MB_QR', billNumber });
    return created;
  });
  return {
    type: 'MB_QR',
    qrImage,
    billNumber,
    amount,
    payload,
    bankBin: account.bankBin,
    accountNumber: account.accountNumber,
    accountName: account.accountName,
    ticketIds: tickets.map((t) => t.ticketId),
    createdDate,
  };
}

/** One of the agency's bills (another agency's number answers 404, like an unknown one). */
export async function getBankBill(deps: PaymentsDeps, session: SessionContext, billNumber: string): Promise<TBankQrBill> {
  const bill = await deps.payments.ownBankBill(session.partnerId, billNumber);
  if (!bill) throw notFound();
  return {
    billNumber: bill.billNumber,
    companyId: bill.companyId ?? '',
    amount: Math.round(bill.totalMoney / 100),
    transStatus: bill.transStatus,
    ticketIds: parseTicketInfos(bill.ticketInfos).map((t) => t.ticketId),
    createdDate: bill.createdDate,
    paidAt: bill.paidAt ?? null,
  };
}
