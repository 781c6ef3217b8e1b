import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  confirmBankTerminalOtpEndpoint,
  createBankTerminalEndpoint,
  getBankTerminalEndpoint,
  MSG,
  simulatorSmsEndpoint,
  updateBankTerminalEndpoint,
  type TGetBankTerminalResponse,
  type TSimulatorSms,
} from '@busdesk/api-contract';
import { createMbTerminalDriver } from '../src/payments/mb-terminal-driver';
import { ProviderError } from '../src/payments/provider-error';
import { TerminalRefusal } from '../src/payments/terminal-refusal';
import { parseVietQrPayload } from '../src/payments/vietqr';
import { createTrip } from '../test-support/sales-booking-fixtures';
import { holdSeats, requestBill } from '../test-support/payments-fixtures';
import { bearer, createTestApp, login, type TestApp } from '../test-support/test-app';

const FORM = { bankAccountNumber: '0801234567890', phoneNo: '0912345678', bankAccountName: 'Nguyễn Văn Đức', identityNumber: '079123456789' };
const MINUTE = 60_000;

let t: TestApp;
let clock = Date.now();
const tok = { admin: '', staff: '', other: '', child: '' };

beforeAll(async () => {
  t = await createTestApp({}, { now: () => clock });
  tok.admin = await login(t.app, 'admin', 'admin123');
  tok.staff = await login(t.app, 'staff', 'staff123');
  tok.other = await login(t.app, 'admin2', 'admin123');
  tok.child = await login(t.app, 'quaymoi', 'quaymoi123');
});
afterAll(() => t.close());

const send = (method: 'GET' | 'POST' | 'PUT', path: string, token: string | null, payload?: unknown) =>
  t.app.inject({ method, url: path, headers: token ? bearer(token) : {}, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
const status = async (token: string) => {
  const res = await send('GET', getBankTerminalEndpoint.path, token);
  expect(res.statusCode).toBe(200);
  return res.json().results as TGetBankTerminalResponse;
};
const create = (token: string | null, form: Record<string, string> = FORM) => send('POST', createBankTerminalEndpoint.path, token, form);
const update = (token: string | null, form: Record<string, string> = FORM) => send('PUT', updateBankTerminalEndpoint.path, token, form);
const confirm = (token: string | null, requestId: string, otpValue: string) => send('POST', confirmBankTerminalOtpEndpoint.path, token, { requestId, otpValue });
/** The OTP as the account holder reads it: from the local bank simulator's SMS list (ADMIN of the agency). */
const otpFromSimulator = async (token: string): Promise<string> => {
  const res = await send('GET', simulatorSmsEndpoint.path, token);
  expect(res.statusCode).toBe(200);
  const [latest] = res.json().results.messages as TSimulatorSms[];
  const otp = /\b([0-9]{6})\b/.exec(latest?.content ?? '')?.[1];
  if (!otp) throw new Error(`no OTP message: ${res.body}`);
  return otp;
};
const wrongOf = (otp: string) => String((Number(otp) + 1) % 1_000_000).padStart(6, '0');
const message = (res: { json(): unknown }) => (res.json() as { message: string }).message;

describe('bank QR terminal: who may do what', () => {
  it('STAFF reads the status with the numbers masked but cannot create, update or confirm (403); signed-out users get 401', async () => {
    const staffView = await status(tok.staff);
    // The seed holds one earlier registration of this agency, refused by the bank.
    expect(staffView.terminal).toMatchObject({ status: 'deny', bankAccountNumber: '*********7890', identityNumber: '*********789', phoneNo: '090****567' });
    expect((await status(tok.admin)).terminal).toMatchObject({ bankAccountNumber: '0801234567890', identityNumber: '079123456789', phoneNo: '0901234567' });
    for (const res of [await create(tok.staff), await update(tok.staff), await confirm(tok.staff, 'whatever', '123456')]) {
      expect([res.statusCode, message(res)]).toEqual([403, MSG.server.forbidden]);
    }
    expect((await status(tok.admin)).pending).toBeNull();
    for (const res of [await send('GET', getBankTerminalEndpoint.path, null), await create(null), await update(null), await confirm(null, 'x', '1')]) expect(res.statusCode).toBe(401);
    expect((await send('GET', simulatorSmsEndpoint.path, tok.staff)).statusCode).toBe(403);
  });

  it('refuses the form with the seed’s messages, first field first', async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{ ...FORM, bankAccountNumber: ' ' }, MSG.bankQr.accountRequired],
      [{ ...FORM, bankAccountNumber: '0801-23' }, MSG.bankQr.accountInvalid],
      [{ ...FORM, phoneNo: '' }, MSG.bankQr.phoneRequired],
      [{ ...FORM, phoneNo: '0212345678' }, MSG.bankQr.phoneInvalid],
      [{ ...FORM, phoneNo: '091234567' }, MSG.bankQr.phoneInvalid],
      [{ ...FORM, bankAccountName: '  ' }, MSG.bankQr.holderRequired],
      [{ ...FORM, identityNumber: '' }, MSG.bankQr.identityRequired],
      [{ ...FORM, identityNumber: '0791234567' }, MSG.bankQr.identityInvalid],
      [{}, MSG.bankQr.accountRequired],
    ];
    for (const [form, expected] of cases) {
      const res = await create(tok.admin, form);
      expect([JSON.stringify(form), res.statusCode, message(res)]).toEqual([JSON.stringify(form), 400, expected]);
    }
    // The legacy 11-digit mobile prefixes pass (002 §5): this one reaches the bank and gets a request.
    const legacy = await create(tok.child, { ...FORM, phoneNo: '01689123456' });
    expect(legacy.statusCode).toBe(200);
  });
});

describe('bank QR terminal: the OTP flow on the local bank', () => {
  let requestId = '';
  let otp = '';

  it('create → requestId, the OTP goes by SMS (recorded locally) and is stored only as a hash', async () => {
    const res = await create(tok.admin, { ...FORM, bankAccountNumber: ' 0801234567890 ', bankAccountName: ' Nguyễn  Văn Đức ' });
    expect(res.statusCode).toBe(200);
    requestId = res.json().results.requestId;
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    otp = await otpFromSimulator(tok.admin);
    const [sms] = await t.app.database.rows<{ phone_number: string; content: string; delivery: string; delivery_note: string; is_success: boolean; message_type: number }>(
      sql`select phone_number, content, delivery, delivery_note, is_success, message_type from sms_records where partner_id = 'p-bxmd' and message_type = 9 order by send_date desc limit 1`,
    );
    expect(sms).toMatchObject({ phone_number: '0912345678', delivery: 'local', delivery_note: 'recorded locally, not delivered', is_success: false });
    expect(sms!.content).toContain(otp);
    const [stored] = await t.app.database.rows<{ otp_hash: string; expires_at: number }>(sql`select otp_hash, expires_at from local_bank_otps where request_id = ${requestId}`);
    expect(stored!.otp_hash).toMatch(/^\$argon2id\$/);
    expect(stored!.otp_hash).not.toContain(otp);
    expect(stored!.expires_at).toBe(clock + 5 * MINUTE);
    // The screen finds the pending request after a reload; the other agency's simulator shows none of it.
    expect((await status(tok.admin)).pending).toMatchObject({ requestId, phoneNo: '091****678' });
    const otherSms = await send('GET', simulatorSmsEndpoint.path, tok.other);
    expect(otherSms.body).not.toContain(otp);
  });

  it('another agency cannot confirm it, and a wrong OTP is refused with the attempts left', async () => {
    const foreign = await confirm(tok.other, requestId, otp);
    expect(foreign.statusCode).toBe(404);
    const wrong = await confirm(tok.admin, requestId, wrongOf(otp));
    expect([wrong.statusCode, message(wrong)]).toEqual([400, MSG.bankQr.otpWrong(4)]);
    const empty = await confirm(tok.admin, requestId, '');
    expect([empty.statusCode, message(empty)]).toEqual([400, MSG.bankQr.otpRequired]);
    expect((await status(tok.admin)).terminal?.status).toBe('deny');
  });

  it('the right OTP answers the terminal, now active; its account receives the agency’s bank QR bills', async () => {
    // Before: the company's own account (negative control).
    const tripId = await createTrip(t.app);
    const [before, after] = await holdSeats(t.app, tok.admin, tripId, ['A01', 'A02']);
    const companyBill = (await requestBill(t.app, tok.admin, 'c-minhphat', [before!.ticketId])).json().results;
    expect(parseVietQrPayload(companyBill.payload).accountNumber).toBe('0631002345678');

    const res = await confirm(tok.admin, requestId, otp);
    expect(res.statusCode).toBe(200);
    const { terminalId } = res.json().results;
    expect(res.json().results).toEqual({ terminalId: expect.stringMatching(/^MBQR[0-9]{8}$/), status: 'success' });
    const view = await status(tok.admin);
    expect(view.terminal).toMatchObject({ terminalId, status: 'success', bankAccountNumber: '0801234567890', bankAccountName: 'NGUYEN VAN DUC', phoneNo: '0912345678' });
    expect(view.pending).toBeNull();
    // The OTP is used once.
    const again = await confirm(tok.admin, requestId, otp);
    expect([again.statusCode, message(again)]).toEqual([400, MSG.bankQr.otpExpired]);

    const agencyBill = (await requestBill(t.app, tok.admin, 'c-minhphat', [after!.ticketId])).json().results;
    expect(agencyBill).toMatchObject({ accountNumber: '0801234567890', accountName: 'NGUYEN VAN DUC', bankBin: '970422' });
    expect(parseVietQrPayload(agencyBill.payload)).toMatchObject({ crcValid: true, accountNumber: '0801234567890' });
    const [row] = await t.app.database.rows<{ terminal_id: string | null }>(sql`select terminal_id from bank_qr_transactions where bill_number = ${agencyBill.billNumber}`);
    expect(row?.terminal_id).toBe(terminalId);
    // The other agency has no terminal: its bills still pay the company.
    expect((await status(tok.other)).terminal).toBeNull();
  });

  it('with an active terminal, create is refused and update is the way; the same details answer "already verified"', async () => {
    const dup = await create(tok.admin);
    expect([dup.statusCode, message(dup)]).toEqual([409, MSG.bankQr.activeExists]);
    const same = await update(tok.admin);
    expect(same.statusCode).toBe(200);
    expect(same.json().results).toEqual({ requestId: null, terminalId: (await status(tok.admin)).terminal!.terminalId });
    const none = await update(tok.other, FORM);
    expect([none.statusCode, message(none)]).toEqual([409, MSG.bankQr.noActive]);
  });

  it('an update’s OTP expires after 5 minutes; a new request with the right OTP replaces the active terminal', async () => {
    const first = await update(tok.admin, { ...FORM, bankAccountNumber: '0801999888777' });
    expect(first.statusCode).toBe(200);
    const expiring = first.json().results.requestId as string;
    const expiringOtp = await otpFromSimulator(tok.admin);
    clock += 5 * MINUTE + 1;
    const late = await confirm(tok.admin, expiring, expiringOtp);
    expect([late.statusCode, message(late)]).toEqual([400, MSG.bankQr.otpExpired]);
    expect((await status(tok.admin)).pending).toBeNull();
    const oldTerminal = (await status(tok.admin)).terminal!;
    expect(oldTerminal.bankAccountNumber).toBe('0801234567890');

    const second = await update(tok.admin, { ...FORM, bankAccountNumber: '0801999888777' });
    const ok = await confirm(tok.admin, second.json().results.requestId, await otpFromSimulator(tok.admin));
    expect(ok.statusCode).toBe(200);
    const now = (await status(tok.admin)).terminal!;
    expect(now).toMatchObject({ status: 'success', bankAccountNumber: '0801999888777' });
    expect(now.terminalId).not.toBe(oldTerminal.terminalId);
    const rows = await t.app.database.rows<{ terminal_id: string; status: string }>(sql`select terminal_id, status from bank_terminals where partner_id = 'p-bxmd' and terminal_id is not null`);
    expect(rows.find((r) => r.terminal_id === oldTerminal.terminalId)?.status).toBe('delete');
    expect(rows.filter((r) => r.status === 'success')).toHaveLength(1);
  });

  it('five wrong OTPs end a request, even for the right one after them', async () => {
    const res = await create(tok.child, { ...FORM, phoneNo: '0987654321' });
    expect(res.statusCode).toBe(200);
    const requestId = res.json().results.requestId as string;
    const otp = await otpFromSimulator(tok.child);
    const answers: string[] = [];
    for (let i = 0; i < 5; i++) answers.push(message(await confirm(tok.child, requestId, wrongOf(otp))));
    expect(answers).toEqual([MSG.bankQr.otpWrong(4), MSG.bankQr.otpWrong(3), MSG.bankQr.otpWrong(2), MSG.bankQr.otpWrong(1), MSG.bankQr.otpLocked]);
    const right = await confirm(tok.child, requestId, otp);
    expect([right.statusCode, message(right)]).toEqual([400, MSG.bankQr.otpLocked]);
  });

  it('limits OTP requests to 5 per agency in 15 minutes', async () => {
    const child = (await status(tok.child)).terminal;
    expect(child).toBeNull();
    clock += 16 * MINUTE;
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) codes.push((await create(tok.child)).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
    expect(message(await create(tok.child))).toBe(MSG.bankQr.tooManyRequests);
  });
});

/** A bank terminal API on 127.0.0.1 that records requests and answers with `answer`. */
async function fakeBank(answer: (method: string, path: string, body: Record<string, unknown>) => { status?: number; json: unknown }) {
  const seen: Array<{ method: string; path: string; headers: http.IncomingHttpHeaders; body: Record<string, unknown> }> = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString('utf8')));
    req.on('end', () => {
      const body = JSON.parse(raw || '{}') as Record<string, unknown>;
      seen.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, body });
      const { status = 200, json } = answer(req.method ?? '', req.url ?? '', body);
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/mb/`;
  return { url, seen, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('the bank’s terminal API driver (loopback server)', () => {
  it('registers, updates and confirms with the credentials; refusals carry the bank’s text, failures are provider errors', async () => {
    let mode = 'ok';
    const bank = await fakeBank((method, path) => {
      if (mode === 'down') return { status: 503, json: { code: '99', desc: 'maintenance' } };
      if (mode === 'garbage') return { json: { hello: 'world' } };
      if (path === '/mb/terminals' && method === 'POST') return { json: { code: '00', data: { requestId: 'REQ-1' } } };
      if (path === '/mb/terminals/MBT%2F1' && method === 'PUT') return { json: { code: '00', data: { terminalId: 'MBT/1' } } };
      if (path === '/mb/terminals/otp') return mode === 'refuse' ? { status: 400, json: { code: '41', desc: 'OTP không chính xác' } } : { json: { code: '00', data: { terminalId: 'MBT-9', status: 'new' } } };
      return { status: 404, json: { code: '404' } };
    });
    const driver = createMbTerminalDriver({ url: bank.url, clientId: 'busdesk', apiKey: 'key-1' });
    const details = { bankAccountNumber: '0801234567890', phoneNo: '0912345678', bankAccountName: 'NGUYEN VAN DUC', identityNumber: '079123456789' };
    expect(await driver.register('p-bxmd', details)).toEqual({ requestId: 'REQ-1' });
    expect(bank.seen[0]).toMatchObject({ method: 'POST', headers: { 'x-client-id': 'busdesk', 'x-api-key': 'key-1' }, body: { merchantRef: 'p-bxmd', ...details } });
    expect(await driver.update('p-bxmd', { ...details, terminalId: 'MBT/1' }, details)).toEqual({ terminalId: 'MBT/1' });
    expect(await driver.confirm('p-bxmd', 'REQ-1', '123456')).toEqual({ terminalId: 'MBT-9', status: 'new' });
    expect(bank.seen.at(-1)?.body).toEqual({ requestId: 'REQ-1', otpValue: '123456' });
    mode = 'refuse';
    await expect(driver.confirm('p-bxmd', 'REQ-1', '000000')).rejects.toEqual(new TerminalRefusal('OTP không chính xác'));
    for (mode of ['down', 'garbage']) await expect(driver.register('p-bxmd', details)).rejects.toBeInstanceOf(ProviderError);
    await bank.close();
    await expect(driver.register('p-bxmd', details)).rejects.toBeInstanceOf(ProviderError);
  });

  it('the app with BANK_TERMINAL_URL registers through the bank: no local OTP, the bank’s status is kept', async () => {
    const bank = await fakeBank((_m, path, body) =>
      path === '/mb/terminals/otp'
        ? body.otpValue === '246810'
          ? { json: { code: '00', data: { terminalId: 'MB-TERM-7', status: 'new' } } }
          : { status: 400, json: { code: '41', desc: 'OTP không chính xác' } }
        : { json: { code: '00', data: { requestId: 'BANK-REQ-7' } } },
    );
    const app = await createTestApp({ BANK_TERMINAL_URL: bank.url, BANK_TERMINAL_CLIENT_ID: 'c', BANK_TERMINAL_API_KEY: 'k' });
    try {
      const admin = await login(app.app, 'admin2', 'admin123');
      const req = await app.app.inject({ method: 'POST', url: createBankTerminalEndpoint.path, headers: bearer(admin), payload: FORM });
      expect(req.json().results).toEqual({ requestId: 'BANK-REQ-7' });
      expect((await app.app.database.rows(sql`select 1 from local_bank_otps`)).length).toBe(0);
      const refused = await app.app.inject({ method: 'POST', url: confirmBankTerminalOtpEndpoint.path, headers: bearer(admin), payload: { requestId: 'BANK-REQ-7', otpValue: '111111' } });
      expect([refused.statusCode, refused.json().message]).toEqual([400, 'OTP không chính xác']);
      const ok = await app.app.inject({ method: 'POST', url: confirmBankTerminalOtpEndpoint.path, headers: bearer(admin), payload: { requestId: 'BANK-REQ-7', otpValue: '246810' } });
      expect(ok.json().results).toEqual({ terminalId: 'MB-TERM-7', status: 'new' });
      const view = (await app.app.inject({ method: 'GET', url: getBankTerminalEndpoint.path, headers: bearer(admin) })).json().results as TGetBankTerminalResponse;
      expect(view.terminal).toMatchObject({ terminalId: 'MB-TERM-7', status: 'new' });
      await bank.close();
      const down = await app.app.inject({ method: 'POST', url: createBankTerminalEndpoint.path, headers: bearer(admin), payload: FORM });
      expect([down.statusCode, down.json().message]).toEqual([502, MSG.bankQr.bankFailed]);
    } finally {
      await app.close();
    }
  });
});
