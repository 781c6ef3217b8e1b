import { labelOf, TRANSPORT_SIGN_STATUS_LABELS } from '@busdesk/api-contract';
import { StatusChip, VISUALLY_HIDDEN_SX } from '@busdesk/shared-kit';
import Box from '@mui/material/Box';

export interface SignStatusTagProps {
  /** The company's or a station's signing status (0–3; anything else reads grey). */
  status: number;
  /** Shown instead of the status label (a station tag shows the partner's name, 002 §2). */
  name?: string | null;
}

/**
 * A signing-status tag (002 §4): 0 red, 1 orange, 2 and 3 green, other grey. A station tag carries the partner's
 * name, with the status label in its tooltip and for assistive technology.
 */
export function SignStatusTag({ status, name }: SignStatusTagProps) {
  const label = labelOf(TRANSPORT_SIGN_STATUS_LABELS, status);
  if (!name) return <StatusChip kind="transport" value={status} />;
  return (
    <Box component="span" title={label} data-status={status} sx={{ position: 'relative', display: 'inline-flex', maxWidth: '100%' }}>
      <StatusChip kind="transport" value={status} label={name} />
      {/* Screen readers get the status in words too: a colour alone says nothing to them (nor to a colour-blind user). */}
      <Box component="span" sx={VISUALLY_HIDDEN_SX}>
        {`: ${label}`}
      </Box>
    </Box>
  );
}
