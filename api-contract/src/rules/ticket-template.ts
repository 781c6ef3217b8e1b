import type { TTicketPlaceholder } from '../api/ticket-messaging';

/**
 * Filling a ticket template (print, mail, SMS, ZNS): the one implementation the server's sends and the mail
 * template editor's preview both run (ADR 0038), so the preview shows exactly what a passenger gets.
 */

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);

/** `{#name}…{/name}`: a part of a template shown only when `name` has a value (the invoice line of a ticket without an invoice). */
const SECTION = /\{#([A-Za-z][A-Za-z0-9]*)\}([\s\S]*?)\{\/\1\}/g;

/** Keeps each section whose placeholder has a value and drops the others; sections on different names may nest. */
function resolveSections(template: string, values: Readonly<Record<string, string>>): string {
  let text = template;
  for (let previous = ''; previous !== text; ) {
    previous = text;
    text = text.replace(SECTION, (_whole, name: string, inner: string) => (Object.hasOwn(values, name) && values[name] !== '' ? inner : ''));
  }
  return text;
}

/**
 * Replaces `{name}` with its value, after dropping the `{#name}…{/name}` sections whose value is empty. In HTML
 * every value is escaped, so a passenger named `<img onerror=…>` prints as text; plain text (SMS, ZNS, subjects)
 * is left as is. Unknown names stay as written, so a typo shows on paper instead of silently vanishing.
 */
export function fillTemplate(template: string, values: Readonly<Record<string, string>>, mode: 'html' | 'text'): string {
  return resolveSections(template, values).replace(/\{([A-Za-z][A-Za-z0-9]*)\}/g, (whole, name: string) => {
    if (!Object.hasOwn(values, name)) return whole;
    const value = values[name] ?? '';
    return mode === 'html' ? escapeHtml(value) : value;
  });
}

/** How a placeholder is offered in the mail template editor: its Vietnamese name and its group. */
export interface PlaceholderGroup {
  readonly title: string;
  readonly placeholders: ReadonlyArray<{ readonly name: TTicketPlaceholder; readonly label: string }>;
}

/**
 * The placeholders the mail editor offers, grouped as a clerk thinks of a ticket (ours: the seeds name none).
 * Filled but not offered: the aliases kept for older templates (customerName, seat, time, amount) and what only a
 * printed ticket means (ticketId, numberOfPrint, printedAt, qrContent).
 */
export const TICKET_PLACEHOLDER_GROUPS: readonly PlaceholderGroup[] = [
  {
    title: 'Vé', // ours
    placeholders: [
      { name: 'ticketCode', label: 'Mã vé' }, // ours
      { name: 'seatId', label: 'Số ghế' }, // ours
      { name: 'ticketStatus', label: 'Trạng thái vé' }, // ours
      { name: 'note', label: 'Ghi chú' }, // ours
    ],
  },
  {
    title: 'Chuyến', // ours
    placeholders: [
      { name: 'routeName', label: 'Tuyến' }, // ours
      { name: 'routeNameShort', label: 'Tên tuyến ngắn' }, // ours
      { name: 'departureTime', label: 'Giờ khởi hành' }, // ours
      { name: 'startDate', label: 'Ngày khởi hành' }, // ours
      { name: 'startTime', label: 'Giờ xuất bến' }, // ours
      { name: 'getInTime', label: 'Giờ đón dự kiến' }, // ours
      { name: 'numberPlate', label: 'Biển số xe' }, // ours
      { name: 'tripCode', label: 'Mã chuyến' }, // ours
      { name: 'pointUp', label: 'Điểm lên' }, // ours
      { name: 'pointDown', label: 'Điểm xuống' }, // ours
      { name: 'addressUp', label: 'Địa chỉ đón' }, // ours
      { name: 'addressDown', label: 'Địa chỉ trả' }, // ours
    ],
  },
  {
    title: 'Hành khách', // ours
    placeholders: [
      { name: 'fullName', label: 'Họ tên' }, // ours
      { name: 'phoneNumber', label: 'Số điện thoại' }, // ours
      { name: 'email', label: 'Email' }, // ours
      { name: 'orderer', label: 'Người đặt' }, // ours
      { name: 'ordererPhoneNumber', label: 'SĐT người đặt' }, // ours
    ],
  },
  {
    title: 'Tiền vé', // ours
    placeholders: [
      { name: 'agencyPrice', label: 'Giá vé' }, // ours
      { name: 'originalTicketPrice', label: 'Giá gốc' }, // ours
      { name: 'surchargePrice', label: 'Phụ thu' }, // ours
      { name: 'paidMoney', label: 'Đã thanh toán' }, // ours
      { name: 'remainingMoney', label: 'Còn lại' }, // ours
      { name: 'paymentType', label: 'Hình thức thanh toán' }, // ours
      { name: 'paymentStatus', label: 'Tình trạng thanh toán' }, // ours
    ],
  },
  {
    title: 'Hóa đơn', // ours
    placeholders: [
      { name: 'requireInvoice', label: 'Yêu cầu hóa đơn' }, // ours
      { name: 'invoiceNumber', label: 'Số hóa đơn' }, // ours
      { name: 'invoiceNumberTax', label: 'Mã tra cứu hóa đơn' }, // ours
      { name: 'formInvoice', label: 'Mẫu số hóa đơn' }, // ours
      { name: 'serialInvoice', label: 'Ký hiệu hóa đơn' }, // ours
    ],
  },
  {
    title: 'Nhà xe và đại lý', // ours
    placeholders: [
      { name: 'companyName', label: 'Tên nhà xe' }, // ours
      { name: 'companyPhone', label: 'SĐT nhà xe' }, // ours
      { name: 'companyAddress', label: 'Địa chỉ nhà xe' }, // ours
      { name: 'companyTaxId', label: 'MST nhà xe' }, // ours
      { name: 'agencyName', label: 'Tên đại lý' }, // ours
      { name: 'agencyPhone', label: 'SĐT đại lý' }, // ours
      { name: 'sellerName', label: 'Nhân viên bán' }, // ours
    ],
  },
];

/**
 * A made-up ticket's placeholder values: the editor's preview and the test send ('Gửi thử') fill a template with
 * these. Every placeholder has one (the Record type says so), written as the real values read.
 */
export const SAMPLE_TICKET_VALUES: Readonly<Record<TTicketPlaceholder, string>> = {
  ticketCode: 'VX7K2M9Q',
  ticketId: 'tk0001234',
  seatId: 'A05',
  ticketStatus: 'Giữ chỗ',
  note: 'Mang theo 1 vali lớn',
  numberOfPrint: '0',
  printedAt: '08:15 20/11/2026',
  qrContent: 'VX7K2M9Q',
  routeName: 'Bến xe Miền Đông - Bến xe Liên tỉnh Đà Lạt',
  routeNameShort: 'SG-ĐL',
  tripCode: 'MDDL2200',
  startDate: '24/11/2026',
  startTime: '22:00',
  departureTime: '22:00 24/11/2026',
  getInTime: '21:30 24/11/2026',
  numberPlate: '51B-123.45',
  pointUp: 'Bến xe Miền Đông',
  pointDown: 'Bến xe Liên tỉnh Đà Lạt',
  addressUp: '292 Đinh Bộ Lĩnh, P. 26, Q. Bình Thạnh, TP. Hồ Chí Minh',
  addressDown: '01 Tô Hiến Thành, P. 3, TP. Đà Lạt',
  fullName: 'Nguyễn Văn An',
  phoneNumber: '0901234567',
  email: 'nguyen.van.an@gmail.com',
  orderer: 'Nguyễn Thị Bình',
  ordererPhoneNumber: '0912345678',
  agencyPrice: '350.000 đ',
  originalTicketPrice: '350.000 đ',
  surchargePrice: '0 đ',
  paidMoney: '0 đ',
  remainingMoney: '350.000 đ',
  paymentType: 'Tiền mặt tại quầy',
  paymentStatus: 'Chưa thanh toán',
  invoiceNumber: '',
  invoiceNumberTax: '',
  formInvoice: '1',
  serialInvoice: 'C26TMP',
  requireInvoice: 'Không',
  companyName: 'Nhà xe Minh Phát Limousine',
  companyPhone: '02633822999',
  companyAddress: '12 Bùi Thị Xuân, TP. Đà Lạt',
  companyTaxId: '5801234567',
  agencyName: 'Bến xe Miền Đông',
  agencyPhone: '02838984441',
  sellerName: 'Trần Thị Lan',
  customerName: 'Nguyễn Văn An',
  seat: 'A05',
  time: '22:00 24/11/2026',
  amount: '0 đ',
};
