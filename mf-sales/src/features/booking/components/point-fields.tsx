import { POINT_TYPE_LABELS, labelOf, pointTypeHasAddress, pointTypeNeedsAddress, pointTypeNeedsTransshipment, type TTripPoint } from '@busdesk/api-contract';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { Ref } from 'react';
import { changePoint, changePointType, type PointChoice, type PointTypeOption } from '../booking-rules';
import { BOOKING_LABELS } from '../labels';

const F = BOOKING_LABELS.fields;

export interface Focusable {
  focus(): void;
}

export interface PointFieldsProps {
  end: 'up' | 'down';
  choice: PointChoice;
  points: readonly TTripPoint[];
  typeOptions: readonly PointTypeOption[];
  onChange(choice: PointChoice): void;
  disabled: boolean;
  /** Transshipment cannot be changed on existing tickets (001 §2.1). */
  transshipmentDisabled: boolean;
  transshipmentRef?: Ref<Focusable>;
  addressRef?: Ref<HTMLInputElement>;
  /** A check's message for this end's transshipment point or address, shown at the field. */
  transshipmentError?: string;
  addressError?: string;
}

/** One end of the journey: the stop, the pick-up/drop-off type, and the transshipment point or address it needs. */
export function PointFields(props: PointFieldsProps) {
  const { end, choice, points, typeOptions, onChange, disabled, transshipmentDisabled, transshipmentRef, addressRef, transshipmentError, addressError } = props;
  const labels =
    end === 'up'
      ? { point: F.pointUp, type: F.pointUpType, transship: F.transshipUp, address: F.addressUp }
      : { point: F.pointDown, type: F.pointDownType, transship: F.transshipDown, address: F.addressDown };
  const stop = points.find((p) => p.pointId === choice.pointId);
  // An existing ticket may carry a type the agency no longer offers; keep it selectable so the value shows.
  const types = typeOptions.some((o) => o.value === choice.type)
    ? typeOptions
    : [...typeOptions, { value: choice.type, label: labelOf(POINT_TYPE_LABELS, choice.type) }];

  return (
    <Grid container spacing={1}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          id={`booking-point-${end}`}
          select
          fullWidth
          size="small"
          label={labels.point}
          value={points.some((p) => p.pointId === choice.pointId) ? choice.pointId : ''}
          onChange={(e) => onChange(changePoint(choice, e.target.value))}
          disabled={disabled}
        >
          {points.map((p) => (
            <MenuItem key={p.pointId} value={p.pointId}>
              {p.name}
            </MenuItem>
          ))}
        </TextField>
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          id={`booking-point-type-${end}`}
          select
          fullWidth
          size="small"
          label={labels.type}
          value={choice.type}
          onChange={(e) => onChange(changePointType(choice, Number(e.target.value)))}
          disabled={disabled}
        >
          {types.map((o) => (
            <MenuItem key={o.value} value={o.value}>
              {o.label}
            </MenuItem>
          ))}
        </TextField>
      </Grid>
      {pointTypeNeedsTransshipment(choice.type) && (
        <Grid size={12}>
          <TextField
            id={`booking-transship-${end}`}
            select
            fullWidth
            size="small"
            required
            label={labels.transship}
            value={choice.transshipmentId ?? ''}
            onChange={(e) => onChange({ ...choice, transshipmentId: e.target.value || null })}
            disabled={disabled || transshipmentDisabled}
            inputRef={transshipmentRef}
            error={Boolean(transshipmentError)}
            helperText={transshipmentError}
          >
            <MenuItem value="">{F.noTransshipment}</MenuItem>
            {(stop?.listTransshipmentPoint ?? []).map((t) => (
              <MenuItem key={t.id} value={t.id}>
                {t.name}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
      )}
      {pointTypeHasAddress(choice.type) && (
        <Grid size={12}>
          <TextField
            id={`booking-address-${end}`}
            fullWidth
            size="small"
            required={pointTypeNeedsAddress(choice.type)}
            label={labels.address}
            value={choice.address}
            onChange={(e) => onChange({ ...choice, address: e.target.value })}
            disabled={disabled}
            inputRef={addressRef}
            error={Boolean(addressError)}
            helperText={addressError}
          />
        </Grid>
      )}
    </Grid>
  );
}
