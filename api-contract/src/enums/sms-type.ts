import { z } from 'zod';

/** SMS object types (000 §9, 002 §9). */
export const SmsType = { TICKET: 1500, GOODS: 10000 } as const;
export const ZSmsType = z.enum(SmsType);
export type TSmsType = z.infer<typeof ZSmsType>;
// ours
export const SMS_TYPE_LABELS: Readonly<Record<TSmsType, string>> = {
  1500: 'Vé',
  10000: 'Hàng hóa',
};

/** The `type` sent to the message history calls: 1 SMS history, 2 ZNS report (002 §7). */
export const MessageReportType = { SMS: 1, ZNS: 2 } as const;
export const ZMessageReportType = z.enum(MessageReportType);
export type TMessageReportType = z.infer<typeof ZMessageReportType>;

/** Message types left out of the SMS configuration list (000 §9, 002 §9): 9 and anything from 1e9 up. */
export const isExcludedMessageType = (messageType: number): boolean => messageType === 9 || messageType >= 1_000_000_000;
