import EventIcon from '@mui/icons-material/Event';
import Box from '@mui/material/Box';
import { lazy, Suspense, useCallback, useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { whenIdleAfter } from '../realtime/after-first-paint';
import { dateValueText, type DateFieldHandle, type DateFieldProps } from './date-field-model';
import { DATE_DISPLAY_FORMAT, DATE_FIELD_WIDTH } from './date-range-layout';

export { parseDateValue, type DateFieldHandle, type DateFieldProps, type DateValueFormat } from './date-field-model';

// The picker (@mui/x-date-pickers with its provider and Vietnamese texts, ~48 files) is not part of shared-kit, which
// every page loads (/login included): only the screens showing a date pay for it, and they pay after their own first
// render (whenSettled below).
let pickerLoaded = false;
const DateFieldPicker = lazy(() =>
  import('./date-field-picker').then((m) => {
    pickerLoaded = true;
    return { default: m.DateFieldPicker };
  }),
);

/** How long after its placeholder is shown a date field waits before it looks for an idle moment to load the picker. */
const PICKER_SETTLE_MS = 300;
/** The longest a shown date field waits for that idle moment. */
const PICKER_MAX_WAIT_MS = 2000;

/**
 * Loads the picker once the screen around a newly shown date field has settled: the first idle period at least
 * PICKER_SETTLE_MS after it, within PICKER_MAX_WAIT_MS in any case. Started with the screen's first render, the picker's
 * files competed with the screen's own (on /book-ticket, the search column's company field and its lookups) for a main
 * thread that is busy through the whole load on a counter PC (ADR 0067); the placeholder shows the same day meanwhile,
 * and the clerk reaching for the field loads it at once. Answers the cancel.
 */
const whenSettled = (load: () => void): (() => void) => whenIdleAfter(PICKER_SETTLE_MS, PICKER_MAX_WAIT_MS, load);

/**
 * What shows while the picker loads: an outlined box of the field's size with its label on the border and the same
 * text (the day as DD/MM/YYYY, or DD/MM/YYYY itself when empty), so nothing moves when the picker arrives and no
 * browser date input (mm/dd/yyyy in an English-language browser) ever appears. Drawn with a fieldset, not MUI's
 * TextField: shared-kit's static imports load on every page, and the field's machinery belongs to the picker chunk.
 */
function DateFieldPlaceholder({
  label,
  value,
  valueFormat = 'YYYYMMDD',
  size = 'small',
  required,
  fullWidth,
  width,
  onReach,
}: DateFieldProps & { width: number | string; onReach?: () => void }) {
  const text = dateValueText(value, valueFormat);
  return (
    <Box
      component="fieldset"
      aria-busy="true"
      // The clerk's pointer on its way to the field: the picker need not wait for the screen to settle.
      onPointerEnter={onReach}
      onPointerDown={onReach}
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
  const [wanted, setWanted] = useState(pickerLoaded);
  const want = useCallback(() => setWanted(true), []);
  useEffect(() => (wanted ? undefined : whenSettled(want)), [wanted, want]);
  // A focus asked for (a keyboard shortcut) before the picker is there loads it and lands once it has mounted.
  const focusWhenShown = useRef(false);
  const picker = useRef<DateFieldHandle | null>(null);
  const pickerRef = useCallback((handle: DateFieldHandle | null) => {
    picker.current = handle;
    if (handle && focusWhenShown.current) {
      focusWhenShown.current = false;
      handle.focus();
    }
  }, []);
  useImperativeHandle(
    ref,
    () => ({
      focus: () => {
        if (picker.current) return picker.current.focus();
        focusWhenShown.current = true;
        want();
      },
    }),
    [want],
  );
  const placeholder = <DateFieldPlaceholder {...props} width={width} onReach={want} />;
  if (!wanted) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <DateFieldPicker {...props} width={width} ref={pickerRef} />
    </Suspense>
  );
}
