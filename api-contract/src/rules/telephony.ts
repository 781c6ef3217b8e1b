import { MSG_TELEPHONY } from '../messages/telephony';
import { TelecomProvider, type TTelecomProvider } from './telecom-config';

/** Provider A dials 10 or 11 digits (002 §5); every provider dials digits only, an optional leading '+'. */
const PROVIDER_A_NUMBER = /^[0-9]{10,11}$/;
const ANY_NUMBER = /^\+?[0-9]{2,15}$/;

/** The number as dialled: the spaces, dots and dashes a clerk types between digit groups left out. */
export const dialableNumber = (phoneNumber: string): string => phoneNumber.trim().replace(/[\s.-]/g, '');

/**
 * The number an outgoing call may dial on a line of `provider` (002 §5): none → 'Chưa nhập số điện thoại'; provider
 * A (domain-key) takes 10 or 11 digits (spaces, dots and dashes between them ignored), the others 2 to 15 digits (an extension, a mobile, a '+84…' number), else
 * 'Số điện thoại không đúng định dạng'. Null when it may be dialled. The panel and the server both apply it.
 */
export function dialNumberError(provider: TTelecomProvider, phoneNumber: string): string | null {
  const number = dialableNumber(phoneNumber);
  if (number === '') return MSG_TELEPHONY.numberRequired;
  const pattern = provider === TelecomProvider.DOMAIN_KEY ? PROVIDER_A_NUMBER : ANY_NUMBER;
  return pattern.test(number) ? null : MSG_TELEPHONY.phoneInvalid;
}

/**
 * A call history window (epoch ms, 002 §5): provider B (voip-secret) needs both dates, else 'Vui lòng chọn ngày';
 * the others fill a missing date (00:00 today → now). A start after the end is refused. Null when usable.
 */
export function historyWindowError(provider: TTelecomProvider, startDate: number | null | undefined, endDate: number | null | undefined): string | null {
  const missing = startDate === null || startDate === undefined || endDate === null || endDate === undefined;
  if (missing && provider === TelecomProvider.VOIP_SECRET) return MSG_TELEPHONY.dateRequired;
  if (!missing && startDate > endDate) return MSG_TELEPHONY.dateRangeInvalid;
  return null;
}
