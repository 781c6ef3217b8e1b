import EventIcon from '@mui/icons-material/Event';
import Box from '@mui/material/Box';
import { lazy, Suspense, type Ref } from 'react';
import { dateValueText, type DateFieldHandle, type DateFieldProps } from './date-field-model';
import { DATE_DISPLAY_FORMAT, DATE_FIELD_WIDTH } from './date-range-layout';

export { parseDateValue, type DateFieldHandle, type DateFieldProps, type DateValueFormat } from './date-field-model';

// The picker (@mui/x-date-pickers with its provider and Vietnamese texts) loads when a date field first renders,
// not with shared-kit, which every page loads (/login included): only the screens showing a date pay for it.
const DateFieldPicker = lazy(() => import('./date-field-picker').then((m) => ({ default: m.DateFieldPicker })));

/**
 * What shows while the picker loads: an outlined box of the field's size with its label on the border and the same
 * text (the day as DD/MM/YYYY, or DD/MM/YYYY itself when empty), so nothing moves when the picker arrives and no
 * browser date input (mm/dd/yyyy in an English-language browser) ever appears. Drawn with a fieldset, not MUI's
 * TextField: shared-kit's static imports load on every page, and the field's machinery belongs to the picker chunk.
 */
function DateFieldPlaceholder({ label, value, valueFormat = 'YYYYMMDD', size = 'small', required, fullWidth, width }: DateFieldProps & { width: number | string }) {
  const text = dateValueText(value, valueFormat);
  return (
    <Box
      component="fieldset"
      aria-busy="true"
      sx={{
        // MUI's outlined field: 40 px (small) or 56 px high, its label 12 px on the top border, 14 px inside.
        boxSizing: 'border-box',
        m: 0,
        mt: '-6px',
        height: (size === 'small' ? 40 : 56) + 6,
        width: fullWidth ? '100%' : width,
        px: '13px',
        pt: 0,
        pb: 0,
        border: 1,
        borderColor: 'rgba(0, 0, 0, 0.23)',
        borderRadius: 1,
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        minWidth: 0,
      }}
    >
      <Box component="legend" sx={{ px: '5px', ml: '-5px', fontSize: '0.75rem', lineHeight: '12px', color: 'text.secondary', whiteSpace: 'nowrap' }}>
        {label}
        {required ? ' *' : ''}
      </Box>
      <Box component="span" sx={{ flex: 1, minWidth: 0, fontSize: '1rem', color: text ? 'text.primary' : 'text.secondary', whiteSpace: 'nowrap', overflow: 'hidden' }}>
        {text || DATE_DISPLAY_FORMAT}
      </Box>
      {/* The picker's own open-calendar icon, where its button will be. */}
      <EventIcon color="action" sx={{ mr: '-4px' }} />
    </Box>
  );
}

/**
 * One day, as DD/MM/YYYY whatever the browser's language (MUI X's date picker with the Vietnamese locale): typed
 * section by section or picked from the calendar. The value travels as text in `valueFormat`. Only a complete,
 * real day is handed to `onChange`; unless `clearable`, a field emptied or left half typed returns to its last day.
 */
export function DateField({ width = DATE_FIELD_WIDTH, ref, ...props }: DateFieldProps & { ref?: Ref<DateFieldHandle> }) {
  return (
    <Suspense fallback={<DateFieldPlaceholder {...props} width={width} />}>
      <DateFieldPicker {...props} width={width} ref={ref} />
    </Suspense>
  );
}
