import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { bankTerminalStatusColor, bankTerminalStatusLabel } from './bank-terminal-status';
import { CallState, callActions, nextCallState } from './call-state';
import { APPROVED_STATUS_LABELS, companyUsageLabel } from './company-status';
import { employeeStatusLabel } from './employee-status';
import { invoiceIconColor } from './invoice-status';
import { enumOptions, labelOf } from './label-of';
import { MONEY_TYPE_LABELS } from './money-type';
import { POINT_TYPE_LABELS, PointType } from './point-type';
import { PAYMENT_TYPE_LABELS, PAYMENT_TYPE_SHORT_CODES } from './payment-type';
import { providerLabel } from './provider';
import { ROLE_LABELS } from './role';
import { isExcludedMessageType } from './sms-type';
import { transactionStatusFromCode, transactionStatusLabel, TRANSACTION_TYPE_LABELS } from './transaction';
import { statusesAfterUpload, transportProgress, transportSignColor } from './transport-sign-status';

describe('labels', () => {
  it('uses the seeds’ Vietnamese labels', () => {
    expect(enumOptions(PointType, POINT_TYPE_LABELS)).toEqual([
      { value: 0, label: 'Tại bến' },
      { value: 1, label: 'Tại nhà' },
      { value: 2, label: 'Dọc đường' },
      { value: 3, label: 'Trung chuyển' },
    ]);
    expect(APPROVED_STATUS_LABELS).toEqual({ pending: 'Chờ duyệt', approved: 'Đã duyệt', rejected: 'Từ chối' });
    expect(companyUsageLabel(false)).toBe('Đang sử dụng');
    expect(companyUsageLabel(true)).toBe('Chưa sử dụng');
    expect(employeeStatusLabel(true)).toBe('Đang hoạt động');
    expect(employeeStatusLabel(false)).toBe('Khóa');
    expect(MONEY_TYPE_LABELS).toEqual({ 1: 'Nạp tiền', 2: 'Hoa hồng' });
    expect(TRANSACTION_TYPE_LABELS[2]).toBe('Nạp/thu phí nhà xe');
    expect(transactionStatusLabel('PENDING')).toBe('Đang xử lý');
    expect(transactionStatusLabel('FAILED')).toBe('Thất bại');
    expect(transactionStatusFromCode(2)).toBe('SUCCESS');
    expect(transactionStatusFromCode(9)).toBeUndefined();
    expect(ROLE_LABELS.ADMIN).toBe('Quản lý');
    expect(ROLE_LABELS.DRIVER).toBe('Tài xế');
  });
  it('falls back to Không xác định for unknown codes', () => {
    expect(labelOf(PAYMENT_TYPE_LABELS, 3)).toBe('Tiền mặt tại quầy');
    expect(labelOf(PAYMENT_TYPE_LABELS, 99)).toBe('Không xác định');
    expect(labelOf(PAYMENT_TYPE_LABELS, undefined, '-Không xác định-')).toBe('-Không xác định-');
  });
  it('maps payment types to the four short codes', () => {
    expect(Object.values(PAYMENT_TYPE_SHORT_CODES)).toEqual(['TTTT', 'TTTX', 'TTTMTQ', 'CK', 'CK']);
  });
  it('names the invoice providers and numbers the rest', () => {
    expect(providerLabel(23)).toBe('MISA');
    expect(providerLabel(27)).toBe('EASYINVOICE');
    expect(providerLabel(3)).toBe('Nhà cung cấp 3');
  });
  it('excludes message types 9 and 1e9+ from the SMS configuration list', () => {
    expect([1, 9, 10, 999_999_999, 1_000_000_000].filter((t) => !isExcludedMessageType(t))).toEqual([1, 10, 999_999_999]);
  });
});

describe('invoice, transport and bank statuses', () => {
  it('shows the invoice icon green only with both numbers and status 3', () => {
    const numbers = { invoiceNumber: '0000123', invoiceNumberTax: 'C25TAA' };
    expect(invoiceIconColor({ invoiceStatus: 3, invoiceInfo: numbers })).toBe('green');
    expect(invoiceIconColor({ invoiceStatus: 2, invoiceInfo: numbers })).toBe('red');
    expect(invoiceIconColor({ invoiceStatus: 3, invoiceInfo: { invoiceNumber: '0000123' } })).toBe('red');
    expect(invoiceIconColor({ invoiceStatus: 3 })).toBe('red');
  });
  it('colours transport signing tags and computes progress', () => {
    expect([0, 1, 2, 3, 4, null].map(transportSignColor)).toEqual(['red', 'orange', 'green', 'green', 'grey', 'grey']);
    expect(transportProgress(3, 3)).toBe(100);
    expect(transportProgress(3, 2)).toBe(50);
    expect(transportProgress(1, 2)).toBe(0);
    expect(statusesAfterUpload({ company: true, up: false, down: true })).toEqual({
      companyStatus: 3,
      stationUpStatus: 1,
      stationDownStatus: 2,
    });
    // A side no station of ours takes is 0, not waiting; a signed one is 2 whoever takes it.
    expect(statusesAfterUpload({ company: true, up: false, down: false }, { up: true, down: false })).toMatchObject({ stationUpStatus: 1, stationDownStatus: 0 });
    expect(statusesAfterUpload({ company: true, up: false, down: true }, { up: true, down: false })).toMatchObject({ stationDownStatus: 2 });
  });
  it('labels bank terminal statuses, unknown as verifying', () => {
    expect(bankTerminalStatusLabel('new')).toBe('Chờ duyệt');
    expect(bankTerminalStatusColor('new')).toBe('orange');
    expect(bankTerminalStatusColor('success')).toBe('green');
    expect(bankTerminalStatusLabel('whatever')).toBe('Đang xác minh');
  });
});

describe('call states', () => {
  it('moves to RINGING_IN only from EMPTY', () => {
    expect(nextCallState(CallState.EMPTY, 'RINGING_IN')).toBe('RINGING_IN');
    expect(nextCallState(CallState.LISTENING_OUT, 'RINGING_IN')).toBe('LISTENING_OUT');
  });
  it('returns to EMPTY on hang-up and on unknown events', () => {
    expect(nextCallState(CallState.LISTENING_IN, 'HANGOUT')).toBe('EMPTY');
    expect(nextCallState(CallState.RINGING_OUT, 'HANGOUT_OUTBOUND')).toBe('EMPTY');
    expect(nextCallState(CallState.LISTENING_IN, 'SOMETHING')).toBe('EMPTY');
  });
  it('offers the buttons of each state', () => {
    expect(callActions('RINGING_IN')).toEqual({ answer: true, reject: true, end: false, dial: false });
    expect(callActions('EMPTY')).toEqual({ answer: false, reject: false, end: false, dial: true });
    expect(callActions('RINGING_OUT').end).toBe(true);
  });
});

describe('enum values without zod (ADR 0115)', () => {
  const dir = dirname(fileURLToPath(import.meta.url));
  /** Whether a source file imports zod at run time (a type-only import is erased). */
  const importsZod = (file: string) => /^import\s+(?!type\b)[^;]*from\s+'zod'/m.test(readFileSync(join(dir, file), 'utf8'));
  const sources = readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));

  it('keeps every file here but schemas.ts free of zod, so browser code can use values, labels and rules without it', () => {
    expect(sources.length).toBeGreaterThan(20);
    expect(sources.filter((f) => f !== 'schemas.ts' && importsZod(f))).toEqual([]);
  });

  it('the check sees an import of zod (negative control: schemas.ts has one)', () => {
    expect(importsZod('schemas.ts')).toBe(true);
  });
});
