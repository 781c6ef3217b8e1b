import type { Env } from '../env';
import { createGatewayBankDriver } from './gateway-bank-driver';
import { createLocalBankDriver } from './local-bank-driver';
import { createLocalWalletDriver } from './local-wallet-driver';
import { createMomoWalletDriver } from './momo-wallet-driver';

/** What a bank needs to issue a bill: the company's receiving account and the amount. */
export interface BankBillRequest {
  billNumber: string;
  /** đồng */
  amount: number;
  bankBin: string;
  accountNumber: string;
  accountName: string;
  /** Where the provider confirms payment (our webhook). */
  webhookUrl: string;
}
export interface IssuedBankBill {
  /** The VietQR string the QR image encodes. */
  payload: string;
}

/** DESIGN §7: one interface, a local driver (embedded default, with a simulator) and a provider-protocol driver. */
export interface BankDriver {
  readonly kind: 'local' | 'provider';
  issueBill(bill: BankBillRequest): Promise<IssuedBankBill>;
}

export interface WalletOrderRequest {
  orderId: string;
  /** đồng */
  amount: number;
  /** The company's wallet merchant code and secret (company_payment_configs). */
  partnerCode: string;
  secret: string;
  orderInfo: string;
  webhookUrl: string;
  packageName: string | undefined;
}
export interface IssuedWalletOrder {
  /** What the QR encodes: the wallet's pay link. */
  payUrl: string;
}
export interface WalletDriver {
  readonly kind: 'local' | 'provider';
  createOrder(order: WalletOrderRequest): Promise<IssuedWalletOrder>;
}

export interface PaymentDrivers {
  bank: BankDriver;
  wallet: WalletDriver;
}

/** Picks the drivers from the environment; a provider driver without its URL or credentials stops the start. */
export function createPaymentDrivers(env: Env): PaymentDrivers {
  const bank =
    env.BANK_DRIVER === 'provider'
      ? createGatewayBankDriver({
          url: required(env.BANK_PROVIDER_URL, 'BANK_PROVIDER_URL'),
          clientId: required(env.BANK_PROVIDER_CLIENT_ID, 'BANK_PROVIDER_CLIENT_ID'),
          apiKey: required(env.BANK_PROVIDER_API_KEY, 'BANK_PROVIDER_API_KEY'),
          checksumKey: required(env.BANK_PROVIDER_CHECKSUM_KEY, 'BANK_PROVIDER_CHECKSUM_KEY'),
        })
      : createLocalBankDriver();
  const wallet =
    env.WALLET_DRIVER === 'provider'
      ? createMomoWalletDriver({ url: required(env.WALLET_PROVIDER_URL, 'WALLET_PROVIDER_URL'), accessKey: required(env.WALLET_PROVIDER_ACCESS_KEY, 'WALLET_PROVIDER_ACCESS_KEY') })
      : createLocalWalletDriver();
  return { bank, wallet };
}

/** One warning line per simulated payment driver, logged at start: nothing is charged while one is active. */
export function localDriverWarnings(drivers: PaymentDrivers): string[] {
  const lines: string[] = [];
  if (drivers.bank.kind === 'local') lines.push('bank driver: local — payments are simulated, nothing is charged');
  if (drivers.wallet.kind === 'local') lines.push('wallet driver: local — payments are simulated, nothing is charged');
  return lines;
}

function required(value: string | undefined, name: string): string {
  if (!value) throw new Error(`Invalid environment: ${name} is required by the provider payment driver`);
  return value;
}
