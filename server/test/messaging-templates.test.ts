import { describe, expect, it } from 'vitest';
import { formatMoney, TICKET_PLACEHOLDERS, type TTicket } from '@busdesk/api-contract';
import { printTicketTemplate } from '../src/messaging/default-templates';
import { smsSize, toSmsText } from '../src/messaging/sms-segments';
import { fillTemplate, placeholderValues, type TicketContext } from '../src/messaging/ticket-placeholders';
import { sanitizeTemplate } from '../src/messaging/template-sanitizer';

describe('SMS size (GSM-7 160/153, UCS-2 70/67)', () => {
  it('counts GSM-7 septets, two for extension characters, and concatenated segments of 153', () => {
    expect(smsSize('a'.repeat(160))).toEqual({ encoding: 'GSM-7', length: 160, quantity: 1 });
    expect(smsSize('a'.repeat(161))).toEqual({ encoding: 'GSM-7', length: 161, quantity: 2 });
    expect(smsSize('a'.repeat(306)).quantity).toBe(2);
    expect(smsSize('a'.repeat(307)).quantity).toBe(3);
    expect(smsSize('{€}')).toEqual({ encoding: 'GSM-7', length: 6, quantity: 1 });
    expect(smsSize('a'.repeat(159) + '€')).toEqual({ encoding: 'GSM-7', length: 161, quantity: 2 });
  });

  it('falls back to UCS-2 for Vietnamese with diacritics: 70 alone, 67 each concatenated', () => {
    expect(smsSize('ế'.repeat(70))).toEqual({ encoding: 'UCS-2', length: 70, quantity: 1 });
    expect(smsSize('ế'.repeat(71))).toEqual({ encoding: 'UCS-2', length: 71, quantity: 2 });
    expect(smsSize('ế'.repeat(135)).quantity).toBe(3);
  });

  it('strips the diacritics before sending, so a ticket SMS is one GSM-7 segment', () => {
    const text = toSmsText('Vé VX01 ghế A01 tuyến Bến xe Miền Đông - Đà Lạt, khởi hành 22:00 24/11/2026. Nhà xe Minh Phát');
    expect(text).toBe('Ve VX01 ghe A01 tuyen Ben xe Mien Dong - Da Lat, khoi hanh 22:00 24/11/2026. Nha xe Minh Phat');
    expect(smsSize(text)).toMatchObject({ encoding: 'GSM-7', quantity: 1 });
  });
});

const ticket = (over: Partial<TTicket> = {}): TTicket =>
  ({
    ticketId: 'tk-1',
    ticketCode: 'VX01',
    seatId: 'B03',
    ticketStatus: 3,
    fullName: 'Phạm Thu "Hà"',
    phoneNumber: '0901234567',
    email: null,
    note: null,
    agencyPrice: 1_250_000,
    originalTicketPrice: 1_250_000,
    surchargePrice: 0,
    paidMoney: 1_250_000,
    paymentType: 24,
    numberOfPrint: 2,
    routeInfo: { name: 'Bến xe Mỹ Đình - Đà Nẵng', nameShort: 'HN-ĐN', formInvoice: '1', serialInvoice: 'C25THĐ' },
    routeNameShort: 'HN-ĐN',
    tripCode: 'T1',
    getInTimePlan: Date.UTC(2026, 10, 24, 10, 30),
    numberPlate: '36B-123.45',
    pointUp: { id: 'pt-mydinh', name: 'Bến xe Mỹ Đình', pointType: 0 },
    pointDown: { id: 'pt-danang', name: 'Bến xe Trung tâm Đà Nẵng', pointType: 0 },
    addressUp: null,
    addressDown: null,
    orderer: null,
    ordererPhoneNumber: null,
    invoiceInfo: { requireStatus: 1, invoiceNumber: '0000123' },
    formInvoice: null,
    serialInvoice: null,
    seller: { id: 'u-1', fullName: 'Đỗ Thị Lan' },
    ...over,
  }) as TTicket;

const ctx = (over: Partial<TTicket> = {}): TicketContext => ({
  ticket: ticket(over),
  // 17:30 in Hà Nội = 10:30 UTC
  tripStartTime: Date.UTC(2026, 10, 24, 10, 30),
  company: { name: 'Nhà xe Hòa Bình Xanh', phone: '02373712345', address: 'Thanh Hóa', taxId: '2801234572' },
  agency: { name: 'Đại lý vé xe Sao Việt', phone: '02437654321' },
});

describe('ticket placeholders', () => {
  it('gives every documented placeholder a value, in Vietnam time and đồng', () => {
    const values = placeholderValues(ctx(), Date.UTC(2026, 10, 22, 1, 5));
    expect(Object.keys(values).sort()).toEqual([...TICKET_PLACEHOLDERS].sort());
    expect(values).toMatchObject({
      departureTime: '17:30 24/11/2026',
      startDate: '24/11/2026',
      startTime: '17:30',
      printedAt: '08:05 22/11/2026',
      agencyPrice: '1.250.000 đ',
      remainingMoney: '0 đ',
      paymentStatus: 'Đã thanh toán',
      ticketStatus: 'Đã thanh toán',
      requireInvoice: 'Có',
      invoiceNumber: '0000123',
      serialInvoice: 'C25THĐ',
      companyName: 'Nhà xe Hòa Bình Xanh',
      agencyName: 'Đại lý vé xe Sao Việt',
      numberPlate: '36B-123.45',
    });
    // Templates show money as the screens do (api-contract rules/money.ts).
    expect(formatMoney(999)).toBe('999 đ');
  });

  it('labels the status by the hold rule: a hold past its time reads ‘Hết hạn giữ chỗ’, as on the trip contract', () => {
    const now = Date.UTC(2026, 10, 22, 1, 5);
    const held = { ticketStatus: 2, paidMoney: 100_000 } as const;
    expect(placeholderValues(ctx({ ...held, overTime: now + 60_000 }), now).ticketStatus).toBe('Giữ chỗ');
    expect(placeholderValues(ctx({ ...held, overTime: now - 60_000 }), now).ticketStatus).toBe('Hết hạn giữ chỗ');
  });

  it('escapes values in HTML, not in text, and leaves unknown names as written', () => {
    const values = placeholderValues(ctx({ fullName: '<script>x()</script> & "Hà"' }));
    expect(fillTemplate('<b>{fullName}</b> {nope}', values, 'html')).toBe('<b>&lt;script&gt;x()&lt;/script&gt; &amp; &quot;Hà&quot;</b> {nope}');
    expect(fillTemplate('{fullName}', values, 'text')).toBe('<script>x()</script> & "Hà"');
  });

  it('fills the built-in 300 px ticket completely', () => {
    const html = fillTemplate(sanitizeTemplate(printTicketTemplate('Hotline {companyPhone}')), placeholderValues(ctx()), 'html');
    expect(html).not.toMatch(/\{[A-Za-z]+\}/);
    expect(html).toContain('width:300px');
    expect(html).toContain('Hotline 02373712345');
    expect(html).toContain('Phạm Thu &quot;Hà&quot;');
  });

  it('prints the invoice line with its number when the ticket has one, and no invoice line without one', () => {
    const template = sanitizeTemplate(printTicketTemplate());
    const withInvoice = fillTemplate(template, placeholderValues(ctx()), 'html');
    expect(withInvoice).toContain('Hóa đơn: mẫu số 1 - ký hiệu C25THĐ - số 0000123');
    for (const invoiceInfo of [null, { requireStatus: 1, invoiceNumber: null }, { requireStatus: 0 }]) {
      const html = fillTemplate(template, placeholderValues(ctx({ invoiceInfo } as Partial<TTicket>)), 'html');
      expect(html).not.toContain('Hóa đơn');
      expect(html).not.toMatch(/\{[#/]?[A-Za-z]+\}/);
      // The rest of the ticket is still there.
      expect(html).toContain('VÉ XE KHÁCH');
    }
  });

  it('keeps a section whose placeholder has a value, drops it otherwise, and lets sections on different names nest', () => {
    const values = { a: 'x', b: '', c: 'z' };
    expect(fillTemplate('[{#a}A={a}{/a}][{#b}B={b}{/b}]', values, 'text')).toBe('[A=x][]');
    expect(fillTemplate('{#a}a{#b}b{/b}{#c}c{/c}{/a}', values, 'text')).toBe('ac');
    expect(fillTemplate('{#b}b{#a}a{/a}{/b}.', values, 'text')).toBe('.');
    // An unknown name has no value: its section is dropped like an empty one.
    expect(fillTemplate('{#nope}n{/nope}ok', values, 'text')).toBe('ok');
  });
});

describe('template sanitiser', () => {
  it('keeps layout styles and tables, drops scripts, handlers, frames, style sheets and remote loads', () => {
    const out = sanitizeTemplate(
      '<table style="width:100%;border-collapse:collapse"><tr><td style="text-align:right;font-size:18px;color:#333;position:fixed">x</td></tr></table>' +
        '<p style="background:url(//evil)" onmouseover="a()">y</p><svg onload="a()"></svg><form action="//evil"><input></form><img src="data:image/png;base64,AAAA" onerror="a()">',
    );
    expect(out).toBe(
      '<table style="width:100%;border-collapse:collapse"><tr><td style="text-align:right;font-size:18px;color:#333">x</td></tr></table><p>y</p><img src="data:image/png;base64,AAAA" />',
    );
  });
});
