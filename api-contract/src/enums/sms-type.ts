/** SMS object types (000 §9, 002 §9). */
export const SmsType = { TICKET: 1500, GOODS: 10000 } as const;
export type TSmsType = (typeof SmsType)[keyof typeof SmsType];
// ours
export const SMS_TYPE_LABELS: Readonly<Record<TSmsType, string>> = {
  1500: 'Vé',
  10000: 'Hàng hóa',
};

/** The `type` sent to the message history calls: 1 SMS history, 2 ZNS report (002 §7). */
export const MessageReportType = { SMS: 1, ZNS: 2 } as const;
export type TMessageReportType = (typeof MessageReportType)[keyof typeof MessageReportType];

/** Message types left out of the SMS configuration list (000 §9, 002 §9): 9 and anything from 1e9 up. */
export const isExcludedMessageType = (messageType: number): boolean => messageType === 9 || messageType >= 1_000_000_000;
