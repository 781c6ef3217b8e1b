import { LABELS } from '@busdesk/shared-kit';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';

export interface AdminUpdateBarProps {
  /** What is chosen so far (the counter, the selection), read out as it changes. */
  status: ReactNode;
  /** The signed-in user is an ADMIN; anyone else sees the button disabled and `adminOnly` says why. */
  admin: boolean;
  /** Nothing to update yet (no selection, loading, saving). */
  disabled?: boolean;
  onUpdate(): void;
  adminOnly: string;
}

/** The status line of a screen whose changes only an ADMIN saves (ADR 0051), with its 'Cập nhật' button. */
export function AdminUpdateBar({ status, admin, disabled = false, onUpdate, adminOnly }: AdminUpdateBarProps) {
  return (
    <>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        {status}
        <Box sx={{ flex: 1 }} />
        <Button variant="contained" disabled={!admin || disabled} onClick={onUpdate}>
          {LABELS.actions.update}
        </Button>
      </Stack>
      {admin ? null : <Alert severity="info">{adminOnly}</Alert>}
    </>
  );
}
