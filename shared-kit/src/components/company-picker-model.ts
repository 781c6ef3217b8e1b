import { DEBT_DISPLAY_CAP } from '@busdesk/api-contract';
import { formatDebt } from '../format/index';

// What CompanyPicker's public module and its lazily loaded field share: types and the debt text, both light.

/** One company the agency may sell for, as the picker shows it (flattened from the partner-company link). */
export interface CompanyPickerOption {
  companyId: string | number;
  companyName: string;
  companyPhoneNumber?: string | null;
  debtLimit?: number | null;
  currentDebt?: number | null;
}

/**
 * Where the companies come from. The product passes a function calling POST /api/v2/partner/search/company
 * (results.companies, mapped to options); stories and tests pass a fake. An aborted signal means the answer
 * is no longer wanted.
 */
export type SearchCompanies = (key: string, signal: AbortSignal) => Promise<readonly CompanyPickerOption[]>;

/**
 * Remaining debt allowance: debtLimit − currentDebt. A company without a limit, or with more than the display
 * cap left, shows '1.000.000.000+ đ' (000 §9).
 */
export function remainingDebtText(option: Pick<CompanyPickerOption, 'debtLimit' | 'currentDebt'>): string {
  const left = option.debtLimit === null || option.debtLimit === undefined ? DEBT_DISPLAY_CAP : option.debtLimit - (option.currentDebt ?? 0);
  return formatDebt(left);
}

export interface CompanyPickerProps {
  searchCompanies: SearchCompanies;
  value: CompanyPickerOption | null;
  onChange: (company: CompanyPickerOption | null) => void;
  /** When given, a phone button fills the ticket's phone with the chosen company's number. */
  onPhoneFill?: (companyPhone: string) => void;
  /** Replaces the default error snackbar ('Lỗi tìm nhà xe — Kết nối tìm kiếm thất bại: …'). */
  onSearchError?: (error: unknown) => void;
  label?: string;
  disabled?: boolean;
  size?: 'small' | 'medium';
}

/** The several-companies picker (the trip search's 'Nhà xe', 001 §2.1 "Companies (multiple)"), over a list already loaded. */
export interface CompanyMultiPickerProps {
  /** Every company that may be chosen; the field filters them by the typed key (name or phone, without accents). */
  options: readonly CompanyPickerOption[];
  value: readonly CompanyPickerOption[];
  onChange: (companies: CompanyPickerOption[]) => void;
  /** When given, a phone button fills the ticket's phone with a chosen company's number. */
  onPhoneFill?: (companyPhone: string) => void;
  label?: string;
  disabled?: boolean;
  size?: 'small' | 'medium';
  id?: string;
}
