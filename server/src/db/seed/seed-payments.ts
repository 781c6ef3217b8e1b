import { createPaymentsRepository } from '../../repositories/payments-repository';
import type { Database } from '../database';

/**
 * Receiving accounts of the demo companies (issue 5): every company can take bank QR (MB Bank, BIN 970422);
 * only some have a wallet (MoMo) merchant code, so the sales screen shows both the QR and the
 * 'Vui lòng liên hệ nhà xe để được hỗ trợ cấu hình MOMO QR' answer. Account holders are written the way banks
 * print them: upper case, no diacritics.
 */
const ACCOUNTS: ReadonlyArray<{ companyId: string; account: string; holder: string; wallet: boolean }> = [
  { companyId: 'c-hungthinh', account: '0351001234567', holder: 'CONG TY TNHH VAN TAI HUNG THINH', wallet: true },
  { companyId: 'c-minhphat', account: '0631002345678', holder: 'CONG TY CP MINH PHAT LIMOUSINE', wallet: true },
  { companyId: 'c-saonam', account: '0771005678901', holder: 'CONG TY TNHH XE KHACH SAO NAM', wallet: false },
  { companyId: 'c-donghai', account: '0921003456789', holder: 'HTX VAN TAI DONG HAI', wallet: false },
  { companyId: 'c-tanviet', account: '0011004567890', holder: 'CONG TY CP TAN VIET EXPRESS', wallet: true },
  { companyId: 'c-hoabinh', account: '3601005678901', holder: 'CONG TY TNHH HOA BINH XANH', wallet: false },
];

/**
 * Every other part of the demo is deterministic; the secrets are not: the repository draws them from the CSPRNG, so
 * two seeded databases never share a webhook or wallet secret and none can be derived from this source.
 */
export async function seedPayments(database: Database): Promise<void> {
  await createPaymentsRepository(database).createConfigs(
    ACCOUNTS.map((a) => ({
      companyId: a.companyId,
      bankBin: '970422',
      bankAccountNumber: a.account,
      bankAccountName: a.holder,
      walletPartnerCode: a.wallet ? `MOMO${a.companyId.slice(2).toUpperCase()}` : null,
    })),
  );
}
