import type { TMessageDelivery } from '@busdesk/api-contract';
import type { SmsOutcome } from './sms-drivers';

/** What the record of a message a local driver only recorded says: nothing left this machine. */
export const LOCAL_DELIVERY_NOTE = 'recorded locally, not delivered';

/** The delivery columns of a message record (sms_records, zns_records, mail_outbox). */
export const deliveryColumns = (delivery: TMessageDelivery) => ({ delivery, deliveryNote: delivery === 'local' ? LOCAL_DELIVERY_NOTE : null });

/** What an SMS record keeps of the gateway's answer: the text sent, its delivery, segments and cost. */
export const smsOutcomeColumns = (outcome: SmsOutcome) => ({
  content: outcome.content,
  isSuccess: outcome.isSuccess,
  ...deliveryColumns(outcome.delivery),
  length: outcome.length,
  quantity: outcome.quantity,
  price: outcome.price,
  realPrice: outcome.realPrice,
});
