import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import { ADMIN_LABELS } from '../messages';

/**
 * The seed makes /manage/permission a placeholder with sample content (000 §2.1; /dashboard is real since issue 13). So that
 * nobody takes those figures for the station's own, every such screen carries this notice.
 */
export function SampleDataNotice() {
  return (
    <Alert severity="info" icon={false} sx={{ alignItems: 'center' }}>
      <Chip label={ADMIN_LABELS.sample} color="warning" size="small" sx={{ mr: 1 }} />
      {ADMIN_LABELS.sampleNote}
    </Alert>
  );
}
