import type { TBankTerminal } from '@busdesk/api-contract';
import { StatusChip } from '@busdesk/shared-kit';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { VIETQR_LABELS as L } from '../labels';
import { AdminSection } from '../../../shared/admin-section';

/**
 * The agency's terminal as the bank knows it: status tag (new orange 'Chờ duyệt', success green, deny, delete, any
 * other 'Đang xác minh'), terminal id and the registered account.
 */
export function TerminalStatusCard({ terminal }: { terminal: TBankTerminal | null }) {
  return (
    <AdminSection title={L.statusTitle}>
      {terminal ? (
        <Stack spacing={1} component="dl" sx={{ m: 0, '& dt': { color: 'text.secondary', fontSize: 13 }, '& dd': { m: 0 } }}>
          <div>
            <dt>{L.status}</dt>
            <dd>
              <StatusChip kind="bank" value={terminal.status} />
            </dd>
          </div>
          <div>
            <dt>{L.terminalId}</dt>
            <dd>{terminal.terminalId ?? '—'}</dd>
          </div>
          <div>
            <dt>{L.account}</dt>
            <dd>
              {terminal.bankAccountNumber} — {terminal.bankAccountName}
            </dd>
          </div>
          <div>
            <dt>{L.phone}</dt>
            <dd>{terminal.phoneNo}</dd>
          </div>
        </Stack>
      ) : (
        <Typography variant="body2">{L.none}</Typography>
      )}
    </AdminSection>
  );
}
