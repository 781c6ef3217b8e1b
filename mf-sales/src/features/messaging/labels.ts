/** Labels of the print and message tools (the seeds quote none of them; their results come from MSG.sales). */
export const MESSAGING_LABELS = {
  print: 'In vé',
  printing: 'Đang in…',
  messages: 'Gửi tin nhắn',
  sms: 'Gửi SMS',
  zns: 'Gửi ZNS',
  smsDialogTitle: 'Gửi SMS cho khách',
  znsDialogTitle: 'Gửi tin Zalo (ZNS) cho khách',
  smsChoice: 'Loại tin nhắn',
  znsChoice: 'Mẫu tin ZNS',
  smsOption: (messageType: number, content: string) => `Loại ${messageType}: ${content}`,
  recipients: (count: number) => `Gửi đến ${count} vé đã chọn`,
  noChoices: 'Chưa có mẫu tin nhắn',
  send: 'Gửi',
  cancel: 'Hủy',
} as const;
