import type { TMessageDelivery } from '@busdesk/api-contract';

/** What the record of a message a local driver only recorded says: nothing left this machine. */
export const LOCAL_DELIVERY_NOTE = 'recorded locally, not delivered';

/** The delivery columns of a message record (sms_records, zns_records, mail_outbox). */
export const deliveryColumns = (delivery: TMessageDelivery) => ({ delivery, deliveryNote: delivery === 'local' ? LOCAL_DELIVERY_NOTE : null });
