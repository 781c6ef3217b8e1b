import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  getMailTemplateEndpoint,
  mailDetailEndpoint,
  mailOutboxEndpoint,
  MSG,
  SAMPLE_TICKET_VALUES,
  saveMailTemplateEndpoint,
  testSendMailTemplateEndpoint,
  type TMailDetail,
  type TMailRow,
  type TMailTemplate,
} from '@busdesk/api-contract';
import { DEFAULT_MAIL_TEMPLATES } from '../src/messaging/default-templates';
import { sanitizeTemplate } from '../src/messaging/template-sanitizer';
import { bearer, createTestApp, login, type TestApp } from '../test-support/test-app';
import { messageOf, poster } from '../test-support/sales-booking-fixtures';

let t: TestApp;
let post: ReturnType<typeof poster>;
const tok: Record<'admin' | 'staff' | 'admin2', string> = { admin: '', staff: '', admin2: '' };

beforeAll(async () => {
  t = await createTestApp();
  post = poster(t.app);
  tok.admin = await login(t.app, 'admin', 'admin123');
  tok.staff = await login(t.app, 'staff', 'staff123');
  tok.admin2 = await login(t.app, 'admin2', 'admin123');
});
afterAll(() => t.close());

const get = (type: string, token: string) => t.app.inject({ method: 'GET', url: `${getMailTemplateEndpoint.path}?type=${type}`, headers: bearer(token) });
const templateOf = async (type: string, token: string) => (await get(type, token)).json().results.data as TMailTemplate;
const save = (token: string, type: string, value: string) => post(saveMailTemplateEndpoint.path, token, { type, value });
const testSend = (token: string, body: Record<string, unknown>) => post(testSendMailTemplateEndpoint.path, token, body);
const outbox = async (token: string) =>
  ((await t.app.inject({ method: 'GET', url: `${mailOutboxEndpoint.path}?count=100`, headers: bearer(token) })).json().results as { mails: TMailRow[] }).mails;
const storedValue = async (partnerId: string, type: string) =>
  (await t.app.database.rows<{ value: string }>(sql`select value from mail_templates where partner_id = ${partnerId} and type = ${type}`))[0]?.value;

describe('ticket e-mail templates: get and save by type (000 §2.11, §7.6)', () => {
  it('answers the built-in template for a type the agency never saved, then the saved one after a save', async () => {
    await t.app.database.rows(sql`delete from mail_templates where partner_id = 'p-bxmd' and type = 'expired-ticket'`);
    expect(await templateOf('expired-ticket', tok.admin)).toEqual({ type: 'expired-ticket', value: DEFAULT_MAIL_TEMPLATES['expired-ticket'], isDefault: true });
    const value = '<p>Kính gửi <strong>{fullName}</strong>,</p><p>Vé {ticketCode} đã hết hạn giữ chỗ.</p>';
    const res = await save(tok.admin, 'expired-ticket', value);
    expect(res.statusCode).toBe(200);
    expect(res.json().results.data).toEqual({ type: 'expired-ticket', value, isDefault: false });
    expect(await templateOf('expired-ticket', tok.admin)).toEqual({ type: 'expired-ticket', value, isDefault: false });
    // The other types are untouched.
    expect((await templateOf('booked-ticket', tok.admin)).value).not.toBe(value);
  });

  it('lets only the ADMIN read, save and test-send: STAFF gets 403 and changes nothing', async () => {
    const before = await storedValue('p-bxmd', 'paid-ticket');
    const mailCount = async () => (await t.app.database.rows<{ n: number }>(sql`select count(*)::int as n from mail_outbox where partner_id = 'p-bxmd'`))[0]!.n;
    const mailsBefore = await mailCount();
    for (const res of [
      await get('paid-ticket', tok.staff),
      await save(tok.staff, 'paid-ticket', '<p>STAFF</p>'),
      await testSend(tok.staff, { type: 'paid-ticket', value: '<p>STAFF</p>', to: 'a@b.vn' }),
    ]) {
      expect([res.statusCode, messageOf(res)]).toEqual([403, MSG.server.forbidden]);
    }
    expect(await storedValue('p-bxmd', 'paid-ticket')).toBe(before);
    expect(await mailCount()).toBe(mailsBefore);
    // Negative control: the same calls by the ADMIN pass.
    expect((await get('paid-ticket', tok.admin)).statusCode).toBe(200);
    expect((await save(tok.admin, 'paid-ticket', '<p>ADMIN {ticketCode}</p>')).statusCode).toBe(200);
    expect(await storedValue('p-bxmd', 'paid-ticket')).toBe('<p>ADMIN {ticketCode}</p>');
  });

  it('keeps each agency’s templates to itself, both ways', async () => {
    expect((await save(tok.admin, 'online-payment', '<p>Miền Đông {ticketCode}</p>')).statusCode).toBe(200);
    expect((await save(tok.admin2, 'online-payment', '<p>Sao Việt {ticketCode}</p>')).statusCode).toBe(200);
    expect((await templateOf('online-payment', tok.admin)).value).toBe('<p>Miền Đông {ticketCode}</p>');
    expect((await templateOf('online-payment', tok.admin2)).value).toBe('<p>Sao Việt {ticketCode}</p>');
    expect(await storedValue('p-bxmd', 'online-payment')).toBe('<p>Miền Đông {ticketCode}</p>');
    expect(await storedValue('p-saoviet', 'online-payment')).toBe('<p>Sao Việt {ticketCode}</p>');
    // A body naming another agency is not a thing: the session decides whose template it is.
    expect((await post(saveMailTemplateEndpoint.path, tok.admin2, { type: 'online-payment', value: '<p>x</p>', partnerId: 'p-bxmd' })).statusCode).toBe(200);
    expect(await storedValue('p-bxmd', 'online-payment')).toBe('<p>Miền Đông {ticketCode}</p>');
  });

  it('answers bad input with a Vietnamese message, never a 500', async () => {
    const unknownType = await get('booked', tok.admin);
    expect([unknownType.statusCode, messageOf(unknownType)]).toEqual([400, MSG.server.invalidField('type')]);
    for (const value of ['', '   ', '<p></p>', '<script>alert(1)</script>', '<p><br></p>']) {
      const res = await save(tok.admin, 'booked-ticket', value);
      expect([res.statusCode, messageOf(res)]).toEqual([400, MSG.mailTemplate.empty]);
    }
    const long = await save(tok.admin, 'booked-ticket', `<p>${'a'.repeat(100_001)}</p>`);
    expect([long.statusCode, messageOf(long)]).toEqual([400, MSG.mailTemplate.tooLong('100.000')]);
    const missing = await post(saveMailTemplateEndpoint.path, tok.admin, { type: 'booked-ticket' });
    expect([missing.statusCode, messageOf(missing)]).toEqual([400, MSG.server.invalidField('value')]);
  });
});

describe('template sanitising: nothing executable survives, formatting does', () => {
  const CORPUS: readonly string[] = [
    '<script>alert(1)</script>',
    '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
    '<p onclick="alert(1)" onmouseover=alert(2)>a</p>',
    '<img src=x onerror=alert(1)>',
    '<body onload=alert(1)>',
    '<a href="javascript:alert(1)">a</a>',
    '<a href="JaVaScRiPt:alert(1)">a</a>',
    '<a href="&#106;avascript:alert(1)">a</a>',
    '<a href="  javascript:alert(1)">a</a>',
    '<a href="vbscript:msgbox(1)">a</a>',
    '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">a</a>',
    '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
    '<img src="data:text/html,<script>alert(1)</script>">',
    '<svg onload="alert(1)"><script>alert(2)</script></svg>',
    '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
    '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
    '<p style="width:expression(alert(1))">a</p>',
    '<p style="background:url(javascript:alert(1))">a</p>',
    '<div style="behavior:url(x.htc)">a</div>',
    '<style>body{background:url(javascript:alert(1))}</style>',
    '<link rel=stylesheet href=//evil.example/x.css>',
    '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
    '<base href="javascript:alert(1)//">',
    '<iframe src="javascript:alert(1)"></iframe>',
    '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
    '<object data="javascript:alert(1)"></object>',
    '<embed src="javascript:alert(1)">',
    '<form action="javascript:alert(1)"><button>x</button></form>',
    '<scr<script>ipt>alert(1)</scr</script>ipt>',
    '<<script>script>alert(1)<</script>/script>',
    '<img """><script>alert(1)</script>">',
    '<p <img src=x onerror=alert(1)>>a</p>',
    '<!--<img src="--><img src=x onerror=alert(1)//">',
    '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
    '<a href="https://example.vn" target="_blank" onfocus="alert(1)" autofocus>a</a>',
    '<table background="javascript:alert(1)"><tr><td>a</td></tr></table>',
    '<p>ok</p><template><script>alert(1)</script></template>',
  ];

  const decode = (value: string) =>
    value
      .replace(/&#x([0-9a-f]+);?/gi, (_m, h: string) => String.fromCodePoint(parseInt(h, 16)))
      .replace(/&#(\d+);?/g, (_m, d: string) => String.fromCodePoint(Number(d)))
      .replace(/&(quot|amp|lt|gt|colon|tab|newline);/gi, (_m, n: string) => ({ quot: '"', amp: '&', lt: '<', gt: '>', colon: ':', tab: '\t', newline: '\n' })[n.toLowerCase()] ?? '');
  const SAFE_TAGS = new Set(['div', 'span', 'p', 'br', 'hr', 'b', 'strong', 'i', 'em', 'u', 'small', 'sup', 'sub', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'table', 'thead', 'tbody', 'tfoot', 'tr', 'td', 'th', 'caption', 'colgroup', 'col', 'img', 'a']);
  const URL_ATTRS = new Set(['href', 'src', 'action', 'data', 'background', 'formaction', 'xlink:href', 'srcdoc']);

  /** What in `html` could run or load script: every tag, attribute and URL a browser or mail client would act on. */
  function executable(html: string): string[] {
    const found: string[] = [];
    for (const [, tag = '', attrs = ''] of html.matchAll(/<\/?([a-zA-Z][\w:-]*)([^>]*)>/g)) {
      if (!SAFE_TAGS.has(tag.toLowerCase())) found.push(`tag <${tag}>`);
      for (const [, name = '', quoted, bare] of attrs.matchAll(/([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'[^']*'|([^\s>]+)))?/g)) {
        const value = decode(quoted ?? bare ?? '').replace(/[\s\u0000-\u001f]/g, '');
        const lower = name.toLowerCase();
        if (lower.startsWith('on')) found.push(`handler ${name}`);
        if (URL_ATTRS.has(lower) && /^(javascript|vbscript|data:(?!image\/(png|jpeg|gif|webp);base64,))/i.test(value)) found.push(`url ${name}=${value}`);
        if (lower === 'style' && /expression|url\(|javascript|behavior|@import/i.test(value)) found.push(`style ${value}`);
      }
    }
    return found;
  }

  it.each(CORPUS)('%s', (payload) => {
    // Negative control: the checker sees what is executable in the payload itself (a checker that finds nothing proves nothing).
    expect(executable(payload).length + (/<script|<style|<iframe|<object|<embed|<svg/i.test(payload) ? 1 : 0)).toBeGreaterThan(0);
    const clean = sanitizeTemplate(payload);
    expect(executable(clean)).toEqual([]);
    expect(clean).not.toMatch(/<script|<style|<iframe|<object|<embed|<svg|<math|<form|<base|<meta|<link/i);
  });

  it('keeps ordinary formatting: paragraphs, bold, lists, links, tables, raster logos and layout styles', () => {
    const formatted =
      '<h2>Xác nhận đặt vé</h2><p>Kính gửi <strong>{fullName}</strong>, <em>cảm ơn</em> quý khách. <u>Lưu ý</u>:<br>mang CCCD.</p>' +
      '<ul><li><p>Mã vé: <b>{ticketCode}</b></p></li></ul><ol><li>Ghế {seatId}</li></ol>' +
      '<p><a href="https://benxemiendong.vn/tra-cuu?ma={ticketCode}">Tra cứu vé</a> · <a href="tel:02838984441">Gọi</a> · <a href="mailto:hotro@benxe.vn">Email</a></p>' +
      '<table style="width:100%;border-collapse:collapse"><tr><td style="text-align:right;color:#333;padding:2px 12px 2px 0">Giá</td><td>{agencyPrice}</td></tr></table>' +
      '<img src="data:image/png;base64,iVBORw0KGgo=" alt="Logo"><img src="https://benxe.vn/logo.png" alt="Logo"><hr>';
    expect(sanitizeTemplate(formatted)).toBe(formatted.replace(/<br>/g, '<br />').replace(/<hr>/g, '<hr />').replace(/alt="Logo">/g, 'alt="Logo" />'));
  });

  it('sanitises on save: the corpus goes in, the stored template has nothing executable and keeps the text', async () => {
    const res = await save(tok.admin, 'automatically-cancelled', `<p>Vé {ticketCode}</p>${CORPUS.join('')}`);
    expect(res.statusCode).toBe(200);
    const stored = (await storedValue('p-bxmd', 'automatically-cancelled'))!;
    expect(res.json().results.data.value).toBe(stored);
    expect(stored.startsWith('<p>Vé {ticketCode}</p>')).toBe(true);
    expect(executable(stored)).toEqual([]);
    // Negative control: the raw corpus written past the service is caught by the same check, and sanitised on the way out.
    await t.app.database.rows(sql`update mail_templates set value = ${CORPUS.join('')} || '<p>x</p>' where partner_id = 'p-bxmd' and type = 'automatically-cancelled'`);
    expect(executable((await storedValue('p-bxmd', 'automatically-cancelled'))!).length).toBeGreaterThan(0);
    expect(executable((await templateOf('automatically-cancelled', tok.admin)).value)).toEqual([]);
  });
});

describe("'Gửi thử': a test send to the outbox", () => {
  it('fills the editor’s template with the sample ticket, sanitised, and keeps it in the agency’s outbox as recorded locally', async () => {
    const value = '<p>Kính gửi <strong>{fullName}</strong>, vé {ticketCode} ghế {seatId}.</p><img src=x onerror=alert(1)>';
    const res = await testSend(tok.admin, { type: 'booked-ticket', value, to: 'thu.nghiem@gmail.com' });
    expect(res.statusCode).toBe(200);
    const sent = res.json().results as { mailId: string; delivery: string; subject: string };
    expect(sent).toMatchObject({ delivery: 'local', subject: `[Gửi thử] Xác nhận đặt vé ${SAMPLE_TICKET_VALUES.ticketCode}` });
    const row = (await outbox(tok.admin)).find((m) => m.id === sent.mailId)!;
    expect(row).toMatchObject({ toAddress: 'thu.nghiem@gmail.com', ticketId: null, subject: sent.subject, transport: 'outbox' });
    const detail = (await t.app.inject({ method: 'GET', url: `${mailDetailEndpoint.path}?id=${sent.mailId}`, headers: bearer(tok.admin) })).json().results.mail as TMailDetail;
    expect(detail.html).toBe(`<p>Kính gửi <strong>${SAMPLE_TICKET_VALUES.fullName}</strong>, vé ${SAMPLE_TICKET_VALUES.ticketCode} ghế ${SAMPLE_TICKET_VALUES.seatId}.</p><img src="x" />`);
    const [kept] = await t.app.database.rows<{ delivery: string; delivery_note: string }>(sql`select delivery, delivery_note from mail_outbox where id = ${sent.mailId}`);
    expect(kept).toEqual({ delivery: 'local', delivery_note: 'recorded locally, not delivered' });
    // The other agency never sees it.
    expect((await outbox(tok.admin2)).some((m) => m.id === sent.mailId)).toBe(false);
    // Nothing was saved: a test send tries the editor's text without storing it.
    expect((await templateOf('booked-ticket', tok.admin)).value).not.toContain('vé {ticketCode} ghế {seatId}.');
  });

  it('refuses an address that is not an e-mail and an empty template', async () => {
    const badTo = await testSend(tok.admin, { type: 'booked-ticket', value: '<p>x</p>', to: 'không phải email' });
    expect([badTo.statusCode, messageOf(badTo)]).toEqual([400, MSG.server.invalidField('to')]);
    const empty = await testSend(tok.admin, { type: 'booked-ticket', value: '<p> </p>', to: 'a@b.vn' });
    expect([empty.statusCode, messageOf(empty)]).toEqual([400, MSG.mailTemplate.empty]);
  });
});
