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

const MAIL_FACTS = [
  'Mã vé: <strong>{ticketCode}</strong>',
  'Nhà xe: {companyName}',
  'Tuyến: {routeName}',
  'Khởi hành: <strong>{departureTime}</strong>',
  'Ghế: <strong>{seatId}</strong>',
  'Điểm lên: {pointUp}',
  'Giá vé: {agencyPrice}',
  'Đã thanh toán: {paidMoney}',
];

/**
 * One ticket e-mail: a greeting, what happened, the ticket's facts as a list and what to do next. Only what the
 * template editor (TipTap: paragraphs, bold, lists, links) edits without loss, so opening a built-in template and
 * saving it changes nothing a passenger sees; mail clients give it their own readable styling.
 */
const mailBody = (lead: string, closing: string, facts: readonly string[] = MAIL_FACTS) =>
  [
    '<p>Kính gửi quý khách <strong>{fullName}</strong>,</p>',
    `<p>${lead}</p>`,
    `<ul>${facts.map((f) => `<li><p>${f}</p></li>`).join('')}</ul>`,
    `<p>${closing}</p>`,
    '<p>Trân trọng,<br>{agencyName} - ĐT: {agencyPhone}</p>',
  ].join('');

/** What the e-mails close with when the passenger still travels, and when a hold lapsed. */
const ARRIVE_EARLY = 'Vui lòng có mặt trước giờ khởi hành 30 phút.';
const BOOK_AGAIN = 'Quý khách có thể đặt lại vé trên chuyến khác.';
/** A hold that lapsed, and why (its seat is on sale again). */
const holdLapsed = (why: string) => `Vé dưới đây đã hết hạn giữ chỗ vì ${why}, ghế đã được mở bán lại.`;

/** The six ticket e-mails of 000 §2.11. */
export const DEFAULT_MAIL_TEMPLATES: Readonly<Record<TMailTemplateType, string>> = {
  [MailTemplateType.BOOKED_TICKET]: mailBody(
    'Vé của quý khách đã được đặt thành công.',
    'Vui lòng thanh toán số tiền còn lại ({remainingMoney}) trước hạn giữ chỗ và có mặt trước giờ khởi hành 30 phút.',
  ),
  [MailTemplateType.ONLINE_PAYMENT]: mailBody('Quý khách đã thanh toán online thành công cho vé dưới đây.', ARRIVE_EARLY),
  [MailTemplateType.ONLINE_PAYMENT_EXPIRED]: mailBody(
    holdLapsed('chưa nhận được thanh toán online trước hạn'),
    `Nếu quý khách đã chuyển khoản, vui lòng liên hệ đại lý để được hỗ trợ. ${BOOK_AGAIN}`,
  ),
  [MailTemplateType.EXPIRED_TICKET]: mailBody(holdLapsed('chưa được thanh toán'), BOOK_AGAIN),
  [MailTemplateType.PAID_TICKET]: mailBody('Vé của quý khách đã được thanh toán.', `${ARRIVE_EARLY} Chúc quý khách thượng lộ bình an!`),
  [MailTemplateType.AUTOMATICALLY_CANCELLED]: mailBody(
    'Vé dưới đây đã bị hệ thống hủy tự động: khoản thanh toán online đến sau khi vé hết hạn giữ chỗ và ghế đã được bán cho khách khác.',
    'Đại lý sẽ liên hệ quý khách để hoàn lại tiền. Xin lỗi quý khách vì sự bất tiện này.',
  ),
};

/** SMS message types the sales screen sends on its own (book, pay); an agency's sms_configs override the text. */
export const SmsMessageType = { BOOKING: 1, PAYMENT: 2 } as const;

export const DEFAULT_SMS_MESSAGES: ReadonlyArray<{ messageType: number; content: string }> = [
  { messageType: SmsMessageType.BOOKING, content: 'Ve {ticketCode} ghe {seatId} tuyen {routeNameShort} khoi hanh {departureTime} tai {pointUp}. {companyName}' },
  { messageType: SmsMessageType.PAYMENT, content: 'Ve {ticketCode} ghe {seatId} da thanh toan {paidMoney}. Khoi hanh {departureTime}. {companyName}' },
];
