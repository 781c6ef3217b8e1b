import { MSG } from '@busdesk/api-contract';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { SECRET_FIELDS, TRANSPORT_FIELDS, type TransportField, type TransportForm } from '../general-config-form';
import { CONFIG_LABELS as L } from '../labels';
import { AdminSection } from '../../../shared/admin-section';

export interface TransportConfigFormProps {
  value: TransportForm;
  onChange: (patch: Partial<TransportForm>) => void;
  /** Which secrets are stored: their fields stay empty (write-only) and say so. */
  secretsStored: { password: boolean; futaSecret: boolean };
  disabled?: boolean;
}

const stored = (field: TransportField, secrets: TransportConfigFormProps['secretsStored']) =>
  field === 'password' ? secrets.password : field === 'futaSecret' ? secrets.futaSecret : false;

/**
 * The column 'Cấu hình lệnh vận chuyển' (000 §2.7), shown to ADMIN only. The password and futaSecret are write-only
 * (ADR 0053): never filled from the server, an empty field keeps the stored value.
 */
export function TransportConfigForm({ value, onChange, secretsStored, disabled }: TransportConfigFormProps) {
  return (
    <AdminSection title={MSG.config.transportTitle}>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, gap: 2 }}>
        {TRANSPORT_FIELDS.map((field) => {
          const secret = SECRET_FIELDS.has(field);
          return (
            <TextField
              key={field}
              name={field}
              label={L.transport[field]}
              value={value[field]}
              onChange={(e) => onChange({ [field]: e.target.value })}
              type={secret ? 'password' : 'text'}
              autoComplete={secret ? 'new-password' : 'off'}
              placeholder={secret && stored(field, secretsStored) ? L.secretStored : undefined}
              helperText={secret ? (stored(field, secretsStored) ? L.secretStored : L.secretEmpty) : undefined}
              disabled={disabled}
              size="small"
              slotProps={{ htmlInput: { maxLength: field === 'url' ? 2000 : 500 } }}
            />
          );
        })}
      </Box>
    </AdminSection>
  );
}
