import Skeleton from '@mui/material/Skeleton';
import type { CompanyMultiPickerProps } from './company-picker-model';
import { lazyWithoutSuspense } from './lazy-without-suspense';

export type { CompanyMultiPickerProps } from './company-picker-model';

// Like CompanyPicker: Autocomplete and its popper load when the field first renders, not with shared-kit.
const CompanyMultiPickerField = lazyWithoutSuspense(() => import('./company-multi-picker-field').then((m) => m.CompanyMultiPickerField));

/**
 * Several companies chosen from a loaded list, showing name, phone and remaining debt allowance (000 §2.12), with
 * the phone button when `onPhoneFill` is given. A field-sized placeholder stands in while the field loads;
 * `CompanyMultiPicker.preload()` starts that load earlier (a screen whose first view holds the field, while its own
 * code loads).
 */
export const CompanyMultiPicker = Object.assign(
  function CompanyMultiPicker(props: CompanyMultiPickerProps) {
    const height = (props.size ?? 'small') === 'small' ? 40 : 56;
    return <CompanyMultiPickerField {...props} fallback={<Skeleton variant="rounded" height={height} sx={{ flex: 1, minWidth: 0 }} aria-busy="true" />} />;
  },
  { preload: CompanyMultiPickerField.preload },
);
