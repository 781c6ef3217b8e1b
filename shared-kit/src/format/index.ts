export * from './vn-time';
export * from './format-date';
// Money and phones are rules the server applies too: one implementation, in the contract (ADR 0038).
export { formatBankAmount, formatDebt, formatMoney, formatNumber, normalizePhone, toZaloPhone } from '@busdesk/api-contract';
export * from './strip-diacritics';
