import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense } from 'react';
import type { CompanyMultiPickerProps } from './company-picker-model';

export type { CompanyMultiPickerProps } from './company-picker-model';

// Like CompanyPicker: Autocomplete and its popper load when the field first renders, not with shared-kit.
const CompanyMultiPickerField = lazy(() => import('./company-multi-picker-field').then((m) => ({ default: m.CompanyMultiPickerField })));

/**
 * Several companies chosen from a loaded list, showing name, phone and remaining debt allowance (000 §2.12), with
 * the phone button when `onPhoneFill` is given. A field-sized placeholder stands in while the field loads.
 */
export function CompanyMultiPicker(props: CompanyMultiPickerProps) {
  const height = (props.size ?? 'small') === 'small' ? 40 : 56;
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={height} sx={{ flex: 1, minWidth: 0 }} aria-busy="true" />}>
      <CompanyMultiPickerField {...props} />
    </Suspense>
  );
}
