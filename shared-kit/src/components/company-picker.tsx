import Skeleton from '@mui/material/Skeleton';
import type { CompanyPickerProps } from './company-picker-model';
import { lazyWithoutSuspense } from './lazy-without-suspense';

export {
  remainingDebtText,
  type CompanyPickerOption,
  type CompanyPickerProps,
  type SearchCompanies,
} from './company-picker-model';

// Autocomplete (with Popper, Chip, the list and input machinery) loads when a picker first renders, not with
// shared-kit: shared-kit is one System module loaded on every page (/login included) with all its static imports.
const CompanyPickerField = lazyWithoutSuspense(() => import('./company-picker-field').then((m) => m.CompanyPickerField));

/**
 * Searchable company select (000 §2.12): searches 500 ms after the last keystroke, shows name, phone and the
 * remaining debt allowance, and optionally a button filling the ticket's phone. A field-sized placeholder
 * stands in while the field loads.
 */
export function CompanyPicker(props: CompanyPickerProps) {
  const height = (props.size ?? 'small') === 'small' ? 40 : 56;
  return <CompanyPickerField {...props} fallback={<Skeleton variant="rounded" height={height} sx={{ minWidth: 240 }} aria-busy="true" />} />;
}
