import { MSG, POINT_TYPE_LABELS, PointType, type TPointType } from '@busdesk/api-contract';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import type { TicketForm, TicketFormErrors } from '../general-config-form';
import { CONFIG_LABELS as L } from '../labels';
import { AdminSection } from '../../../shared/admin-section';

export interface TicketConfigFormProps {
  value: TicketForm;
  onChange: (patch: Partial<TicketForm>) => void;
  errors: TicketFormErrors;
  disabled?: boolean;
}

const POINT_TYPES = Object.values(PointType);
const HIDDEN_INPUTS = [
  ['phoneHidden', L.phoneHidden],
  ['fullNameHidden', L.fullNameHidden],
  ['emailHidden', L.emailHidden],
] as const;

/**
 * The column 'Cấu hình bán vé' (000 §2.7): which inputs the sales form hides, the pick-up/drop-off types offered
 * ('Chọn 1 hình thức đón/trả' when none), the print limit ('Không có giới hạn' when empty), the blocked search
 * keywords and the automatic approval of routes.
 */
export function TicketConfigForm({ value, onChange, errors, disabled }: TicketConfigFormProps) {
  const togglePointType = (type: TPointType, on: boolean) =>
    onChange({ pointTypes: on ? POINT_TYPES.filter((t) => t === type || value.pointTypes.includes(t)) : value.pointTypes.filter((t) => t !== type) });
  return (
    <AdminSection title={MSG.config.ticketTitle}>
      <FormControl component="fieldset" disabled={disabled}>
        <FormLabel component="legend">{L.hiddenInputs}</FormLabel>
        <FormGroup row>
          {HIDDEN_INPUTS.map(([key, label]) => (
            <FormControlLabel key={key} control={<Checkbox checked={value[key]} onChange={(e) => onChange({ [key]: e.target.checked })} />} label={label} />
          ))}
        </FormGroup>
      </FormControl>
      <FormControl component="fieldset" error={Boolean(errors.pointTypes)} disabled={disabled}>
        <FormLabel component="legend">{L.pointTypes}</FormLabel>
        <FormGroup row>
          {POINT_TYPES.map((type) => (
            <FormControlLabel
              key={type}
              control={<Checkbox checked={value.pointTypes.includes(type)} onChange={(e) => togglePointType(type, e.target.checked)} />}
              label={POINT_TYPE_LABELS[type]}
            />
          ))}
        </FormGroup>
        {errors.pointTypes ? <FormHelperText role="alert">{errors.pointTypes}</FormHelperText> : null}
      </FormControl>
      <TextField
        label={L.printLimit}
        value={value.printLimit}
        onChange={(e) => onChange({ printLimit: e.target.value })}
        placeholder={MSG.config.noPrintLimit}
        error={Boolean(errors.printLimit)}
        helperText={errors.printLimit ?? (value.printLimit.trim() === '' ? MSG.config.noPrintLimit : L.printLimitHelp)}
        disabled={disabled}
        size="small"
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
        sx={{ maxWidth: 320 }}
      />
      <Autocomplete
        multiple
        freeSolo
        options={[]}
        value={value.blockSearchKeywords}
        disabled={disabled}
        onChange={(_e, next) => onChange({ blockSearchKeywords: [...new Set(next.map((k) => k.trim()).filter(Boolean))] })}
        renderValue={(keywords, getItemProps) =>
          keywords.map((keyword, index) => {
            const { key, ...itemProps } = getItemProps({ index });
            return <Chip key={key} label={keyword} size="small" {...itemProps} />;
          })
        }
        renderInput={(params) => <TextField {...params} label={L.blockedKeywords} helperText={L.blockedKeywordsHelp} size="small" />}
      />
      <Box>
        <FormControlLabel
          control={<Switch checked={value.isAutoApproveRoutes} onChange={(e) => onChange({ isAutoApproveRoutes: e.target.checked })} disabled={disabled} />}
          label={L.autoApprove}
        />
      </Box>
    </AdminSection>
  );
}
