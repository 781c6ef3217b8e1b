import type { PaymentsDeps } from './payments-deps';
import type { z } from 'zod';
import { formatNumber, isVnMobile, MSG, normalizePhone, ZnsType, type ZSendQrRequest } from '@busdesk/api-contract';
import { notFound } from '../lib/http-error';
import { deliveryColumns, smsOutcomeColumns } from '../messaging/delivery';
import type { SessionContext } from '../repositories/sessions-repository';
import { qrError } from './payable-tickets';
import { parseVietQrPayload } from './vietqr';


/**
 * Sends a bill to the customer (001 §7 QR send): by SMS the transfer details (an SMS cannot carry the image: the
 * account, amount and the bill number as transfer content pay the same bill), by Zalo ZNS the payment template
 * with the same data. Every send is recorded with its cost, like the other messages.
 */
export async function sendQr(deps: PaymentsDeps, session: SessionContext, input: z.output<typeof ZSendQrRequest>) {
  if (!input.customerPhone) throw qrError(400, MSG.sales.qrPhoneRequired);
  if (!input.customerName) throw qrError(400, MSG.sales.qrNameRequired);
  const phoneNumber = normalizePhone(input.customerPhone);
  if (!isVnMobile(phoneNumber)) throw qrError(400, MSG.sales.phoneInvalid);

  const bill = await deps.payments.ownBillOrOrder(session.partnerId, input.billNumber);
  if (!bill) throw notFound();
  const { companyId, amount } = bill;
  const ticketId = bill.ticketIds[0] ?? null;
  const config = companyId ? await deps.payments.paymentConfig(companyId) : null;
  // The account the bill itself pays into: the agency's terminal or the company's (docs/adr/0057).
  const bankAccount = (bill.qrPayload ? parseVietQrPayload(bill.qrPayload).accountNumber : undefined) ?? config?.bankAccountNumber ?? '';
  const now = deps.now();

  if (input.willSendZNS) {
    const outcome = await deps.channels.zns.send({
      phoneNumber,
      templateId: 'payment-qr',
      templateData: {
        customerName: input.customerName,
        billNumber: input.billNumber,
        amount: String(amount),
        bankAccount,
        companyName: config?.companyName ?? '',
      },
      trackingId: input.billNumber,
    });
    await deps.changes.transaction(async (tx, record) => {
      await deps.payments.recordQrZns(tx, {
      partnerId: session.partnerId,
      ticketId,
      templateId: 'payment-qr',
      phoneNumber: outcome.phoneNumber,
      znsType: ZnsType.TICKET_PAYMENT,
      sendDate: now,
      isSuccess: outcome.isSuccess,
      ...deliveryColumns(outcome.delivery),
      price: outcome.price,
      messageError: outcome.messageError,
      });
      await record({ kind: 'messages-recorded', partnerId: session.partnerId, channels: ['zns'] });
    });
    // A local driver's record is no failure: the dialog confirms the send, the record says it was not delivered.
    if (outcome.delivery === 'failed') throw qrError(502, outcome.messageError ?? MSG.sales.qrFailed);
    return { type: 'ZNS' as const, phoneNumber };
  }
  const content = MSG.payments.qrSmsText(config?.companyName ?? '', input.billNumber, formatNumber(amount), bankAccount);
  const outcome = await deps.channels.sms.send({ phoneNumber, content });
  await deps.changes.transaction(async (tx, record) => {
    await deps.payments.recordQrSms(tx, {
    partnerId: session.partnerId,
    companyId,
    ticketId,
    phoneNumber,
    objectType: 1500,
    messageType: 2,
    sendDate: now,
    ...smsOutcomeColumns(outcome),
    });
    await record({ kind: 'messages-recorded', partnerId: session.partnerId, channels: ['sms'] });
  });
  if (outcome.delivery === 'failed') throw qrError(502, outcome.messageError ?? MSG.sales.qrFailed);
  return { type: 'SMS' as const, phoneNumber };
}
