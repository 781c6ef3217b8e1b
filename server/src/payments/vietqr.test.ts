import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { newBillNumber } from './bill-number';
import { qrPngDataUrl } from './qr-image';
import { buildVietQrPayload, crc16CcittFalse, MB_BANK_BIN, NAPAS_GUID, parseTlv, parseVietQrPayload, toAsciiPurpose } from './vietqr';

const run = promisify(execFile);

describe('CRC-16/CCITT-FALSE', () => {
  it('gives the standard check value and pads to four upper-case digits', () => {
    // The catalogue check value of CRC-16/CCITT-FALSE over '123456789'.
    expect(crc16CcittFalse('123456789')).toBe('29B1');
    expect(crc16CcittFalse('')).toBe('FFFF');
    // Find inputs whose CRC is below 0x1000: they must still print four digits.
    const small = Array.from({ length: 5000 }, (_, i) => `x${i}`).find((s) => parseInt(crc16CcittFalse(s), 16) < 0x1000)!;
    expect(crc16CcittFalse(small)).toMatch(/^0[0-9A-F]{3}$/);
  });
});

describe('VietQR payload builder against published examples', () => {
  it('reproduces subiz/vietqr README payload byte for byte (dynamic, 120.000 đ, diacritics stripped)', () => {
    expect(buildVietQrPayload({ bankBin: '970415', accountNumber: '0011001932418', amount: 120_000, purpose: 'ủng hộ lũ lụt' })).toBe(
      '00020101021238570010A00000072701270006970415011300110019324180208QRIBFTTA530370454061200005802VN62170813ung ho lu lut6304C15C',
    );
  });
  it('reproduces a published static IBFT-to-account payload (no amount, no purpose)', () => {
    expect(buildVietQrPayload({ bankBin: '970403', accountNumber: '0011012345678' })).toBe(
      '00020101021138570010A00000072701270006970403011300110123456780208QRIBFTTA53037045802VN63049E6F',
    );
  });
  it('puts every field of a bill where NAPAS expects it', () => {
    const bill = newBillNumber(Date.UTC(2026, 10, 22));
    const payload = buildVietQrPayload({ bankBin: MB_BANK_BIN, accountNumber: '0351001234567', amount: 715_000, purpose: bill });
    const root = parseTlv(payload);
    expect([...root.keys()]).toEqual(['00', '01', '38', '53', '54', '58', '62', '63']);
    expect(parseVietQrPayload(payload)).toEqual({
      crcValid: true,
      dynamic: true,
      guid: NAPAS_GUID,
      service: 'QRIBFTTA',
      bankBin: '970422',
      accountNumber: '0351001234567',
      amount: 715_000,
      currency: '704',
      country: 'VN',
      purpose: bill,
    });
    expect(payload.slice(-8, -4)).toBe('6304');
    // A changed character breaks the CRC.
    expect(parseVietQrPayload(payload.replace('715000', '715001')).crcValid).toBe(false);
  });
  it('refuses values a bank would reject', () => {
    expect(() => buildVietQrPayload({ bankBin: '97042', accountNumber: '1' })).toThrow(/BIN/);
    expect(() => buildVietQrPayload({ bankBin: MB_BANK_BIN, accountNumber: '12345678901234567890' })).toThrow(/account/);
    expect(() => buildVietQrPayload({ bankBin: MB_BANK_BIN, accountNumber: '1', amount: 0 })).toThrow(/amount/);
    expect(() => buildVietQrPayload({ bankBin: MB_BANK_BIN, accountNumber: '1', amount: 1, purpose: 'x'.repeat(26) })).toThrow(/purpose/);
    expect(toAsciiPurpose('Thanh toán vé Đà Lạt')).toBe('Thanh toan ve Da Lat');
  });
});

describe('bill numbers', () => {
  it('are short upper-case ASCII and unique', () => {
    const many = Array.from({ length: 2000 }, () => newBillNumber());
    expect(new Set(many).size).toBe(many.length);
    for (const b of many.slice(0, 50)) expect(b).toMatch(/^BD[0-9A-Z]{14}$/);
  });
});

describe('QR image', () => {
  it('decodes (zbarimg) back to the exact payload', async () => {
    const payload = buildVietQrPayload({ bankBin: MB_BANK_BIN, accountNumber: '0631002345678', amount: 1_250_000, purpose: newBillNumber() });
    const dataUrl = await qrPngDataUrl(payload);
    expect(dataUrl.startsWith('data:image/png;base64,')).toBe(true);
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'busdesk-qr-')), 'qr.png');
    fs.writeFileSync(file, Buffer.from(dataUrl.split(',')[1]!, 'base64'));
    const { stdout } = await run('zbarimg', ['--raw', '-q', file]);
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
    const decoded = stdout.replace(/\n$/, '');
    expect(decoded).toBe(payload);
    const qr = parseVietQrPayload(decoded);
    expect([qr.crcValid, qr.guid, qr.bankBin, qr.accountNumber, qr.amount]).toEqual([true, 'A000000727', '970422', '0631002345678', 1_250_000]);
  });
});
