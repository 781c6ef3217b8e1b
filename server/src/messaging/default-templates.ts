import { MailTemplateType, type TMailTemplateType } from '@busdesk/api-contract';

/**
 * Templates used when a company or agency has not written its own (and seeded for the demo companies). They are
 * data, like the templates staff edit: Vietnamese ticket wording with `{placeholder}`s (TICKET_PLACEHOLDERS).
 */

const row = (label: string, value: string, strong = false) =>
  `<tr><td style="padding:1px 0;vertical-align:top">${label}</td><td style="padding:1px 0;text-align:right">${strong ? `<b>${value}</b>` : value}</td></tr>`;

/** The 300 px thermal-printer ticket (001 §9), optionally with a company-specific line under the footer. */
export function printTicketTemplate(footerNote = ''): string {
  return [
    '<div style="width:300px;font-family:Arial, Helvetica, sans-serif;font-size:12px;line-height:1.35;color:#000">',
    '<div style="text-align:center">',
    '<div style="font-size:15px;font-weight:bold;text-transform:uppercase">{companyName}</div>',
    '<div>{companyAddress}</div>',
    '<div>ĐT: {companyPhone} - MST: {companyTaxId}</div>',
    '<div style="font-size:17px;font-weight:bold;margin-top:6px">VÉ XE KHÁCH</div>',
    '<div>Mã vé: <b>{ticketCode}</b></div>',
    '</div>',
    '<hr style="border-top:1px dashed #000">',
    '<table style="width:100%;border-collapse:collapse">',
    row('Tuyến', '{routeName}', true),
    row('Khởi hành', '{departureTime}', true),
    row('Giờ đón dự kiến', '{getInTime}'),
    row('Biển số xe', '{numberPlate}'),
    '<tr><td style="padding:1px 0">Số ghế</td><td style="padding:1px 0;text-align:right;font-size:18px;font-weight:bold">{seatId}</td></tr>',
    row('Điểm lên', '{pointUp}'),
    row('Điểm xuống', '{pointDown}'),
    '</table>',
    '<hr style="border-top:1px dashed #000">',
    '<table style="width:100%;border-collapse:collapse">',
    row('Hành khách', '{fullName}', true),
    row('Số điện thoại', '{phoneNumber}'),
    row('Ghi chú', '{note}'),
    '</table>',
    '<hr style="border-top:1px dashed #000">',
    '<table style="width:100%;border-collapse:collapse">',
    row('Giá vé', '{agencyPrice}', true),
    row('Phụ thu', '{surchargePrice}'),
    row('Đã thu', '{paidMoney}'),
    row('Còn lại', '{remainingMoney}'),
    row('Hình thức thanh toán', '{paymentType}'),
    row('Trạng thái', '{paymentStatus}'),
    '</table>',
    // Only a ticket with an issued invoice has a number; without one the line would end in 'số' and nothing.
    '{#invoiceNumber}<div style="margin-top:4px;font-size:11px">Hóa đơn: mẫu số {formInvoice} - ký hiệu {serialInvoice} - số {invoiceNumber}</div>{/invoiceNumber}',
    '<hr style="border-top:1px dashed #000">',
    '<div style="font-size:11px">Đại lý: {agencyName} - ĐT: {agencyPhone}</div>',
    '<div style="font-size:11px">Nhân viên: {sellerName} - In lúc {printedAt} (lần {numberOfPrint})</div>',
    '<div style="text-align:center;margin-top:6px;font-style:italic">Quý khách vui lòng có mặt trước giờ khởi hành 30 phút.</div>',
    footerNote ? `<div style="text-align:center;font-size:11px">${footerNote}</div>` : '',
    '<div style="text-align:center;font-weight:bold">Chúc quý khách thượng lộ bình an!</div>',
    '</div>',
  ].join('');
}

const mailBody = (lead: string, closing: string) =>
  [
    '<div style="font-family:Arial, Helvetica, sans-serif;font-size:14px;color:#222">',
    '<p>Kính gửi quý khách <b>{fullName}</b>,</p>',
    `<p>${lead}</p>`,
    '<table style="border-collapse:collapse">',
    '<tr><td style="padding:2px 12px 2px 0">Mã vé</td><td><b>{ticketCode}</b></td></tr>',
    '<tr><td style="padding:2px 12px 2px 0">Nhà xe</td><td>{companyName}</td></tr>',
    '<tr><td style="padding:2px 12px 2px 0">Tuyến</td><td>{routeName}</td></tr>',
    '<tr><td style="padding:2px 12px 2px 0">Khởi hành</td><td>{departureTime}</td></tr>',
    '<tr><td style="padding:2px 12px 2px 0">Ghế</td><td>{seatId}</td></tr>',
    '<tr><td style="padding:2px 12px 2px 0">Điểm lên</td><td>{pointUp}</td></tr>',
    '<tr><td style="padding:2px 12px 2px 0">Giá vé</td><td>{agencyPrice}</td></tr>',
    '<tr><td style="padding:2px 12px 2px 0">Đã thanh toán</td><td>{paidMoney}</td></tr>',
    '</table>',
    `<p>${closing}</p>`,
    '<p>Trân trọng,<br>{agencyName} - ĐT: {agencyPhone}</p>',
    '</div>',
  ].join('');

/** The six ticket e-mails of 000 §2.11. */
export const DEFAULT_MAIL_TEMPLATES: Readonly<Record<TMailTemplateType, string>> = {
  [MailTemplateType.BOOKED_TICKET]: mailBody('Vé của quý khách đã được đặt thành công.', 'Vui lòng thanh toán trước hạn giữ chỗ và có mặt trước giờ khởi hành 30 phút.'),
  [MailTemplateType.ONLINE_PAYMENT]: mailBody('Quý khách đã thanh toán online thành công cho vé dưới đây.', 'Vui lòng có mặt trước giờ khởi hành 30 phút.'),
  [MailTemplateType.ONLINE_PAYMENT_EXPIRED]: mailBody('Khoản thanh toán online đến sau khi vé đã hết hạn giữ chỗ.', 'Nhân viên sẽ liên hệ quý khách để hỗ trợ hoàn tiền hoặc đổi vé.'),
  [MailTemplateType.EXPIRED_TICKET]: mailBody('Vé dưới đây đã hết hạn giữ chỗ vì chưa được thanh toán.', 'Quý khách có thể đặt lại vé trên chuyến khác.'),
  [MailTemplateType.PAID_TICKET]: mailBody('Vé của quý khách đã được thanh toán.', 'Vui lòng có mặt trước giờ khởi hành 30 phút. Chúc quý khách thượng lộ bình an!'),
  [MailTemplateType.AUTOMATICALLY_CANCELLED]: mailBody('Vé dưới đây đã bị hệ thống hủy tự động.', 'Vui lòng liên hệ đại lý nếu quý khách cần hỗ trợ.'),
};

/** SMS message types the sales screen sends on its own (book, pay); an agency's sms_configs override the text. */
export const SmsMessageType = { BOOKING: 1, PAYMENT: 2 } as const;

export const DEFAULT_SMS_MESSAGES: ReadonlyArray<{ messageType: number; content: string }> = [
  { messageType: SmsMessageType.BOOKING, content: 'Ve {ticketCode} ghe {seatId} tuyen {routeNameShort} khoi hanh {departureTime} tai {pointUp}. {companyName}' },
  { messageType: SmsMessageType.PAYMENT, content: 'Ve {ticketCode} ghe {seatId} da thanh toan {paidMoney}. Khoi hanh {departureTime}. {companyName}' },
];
