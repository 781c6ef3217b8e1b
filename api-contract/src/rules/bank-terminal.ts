import { MSG_BANK_QR } from '../messages/admin';
import { isVnMobile } from './phone';

/** The bank QR terminal registration form (002 register-vietqr). */
export interface BankTerminalForm {
  bankAccountNumber: string;
  phoneNo: string;
  bankAccountName: string;
  identityNumber: string;
}
export type BankTerminalFormErrors = Partial<Record<keyof BankTerminalForm, string>>;

/** Account numbers VietQR can carry (≤ 19 characters); MB account numbers are digits. */
const ACCOUNT = /^[0-9]{4,19}$/;
/** CMND (9 digits) or CCCD (12 digits). */
const IDENTITY = /^([0-9]{9}|[0-9]{12})$/;

/** The form with its text inputs trimmed (002 §5) and the holder's name as banks keep it (upper case, unaccented). */
export function normalizeBankTerminalForm(form: BankTerminalForm): BankTerminalForm {
  return {
    bankAccountNumber: form.bankAccountNumber.trim(),
    phoneNo: form.phoneNo.trim(),
    bankAccountName: bankAccountHolderName(form.bankAccountName),
    identityNumber: form.identityNumber.trim(),
  };
}

/** 'Nguyễn Văn Đức ' → 'NGUYEN VAN DUC': the name as it stands in the bank's records and on VietQR. */
export function bankAccountHolderName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toUpperCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** The seed's validations (002 §5) plus the shapes a bank accepts; every field's first message. */
export function bankTerminalFormErrors(raw: BankTerminalForm): BankTerminalFormErrors {
  const form = normalizeBankTerminalForm(raw);
  const errors: BankTerminalFormErrors = {};
  if (!form.bankAccountNumber) errors.bankAccountNumber = MSG_BANK_QR.accountRequired;
  else if (!ACCOUNT.test(form.bankAccountNumber)) errors.bankAccountNumber = MSG_BANK_QR.accountInvalid;
  if (!form.phoneNo) errors.phoneNo = MSG_BANK_QR.phoneRequired;
  else if (!isVnMobile(form.phoneNo)) errors.phoneNo = MSG_BANK_QR.phoneInvalid;
  if (!form.bankAccountName) errors.bankAccountName = MSG_BANK_QR.holderRequired;
  if (!form.identityNumber) errors.identityNumber = MSG_BANK_QR.identityRequired;
  else if (!IDENTITY.test(form.identityNumber)) errors.identityNumber = MSG_BANK_QR.identityInvalid;
  return errors;
}

/** One-time password of the registration: 6 digits. */
export const BANK_OTP_REGEX = /^[0-9]{6}$/;
