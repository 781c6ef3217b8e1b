import { MSG, type TTicket, type TTripPoint } from '@busdesk/api-contract';
import { DateField, notify, DialogButtons } from '@busdesk/shared-kit';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { groupPassengerFromTicket, groupUpdateRequest, type GroupPassenger } from '../booking-requests';
import { formFromTicket, validatePassenger, type HiddenFields } from '../booking-rules';
import type { BookingServices } from '../booking-services';
import { BOOKING_LABELS } from '../labels';
import { failureText } from '../../../shared/server-message';

const F = BOOKING_LABELS.fields;

export interface GroupEditDialogProps {
  open: boolean;
  tickets: readonly TTicket[];
  points: readonly TTripPoint[];
  hidden: Pick<HiddenFields, 'fullName' | 'phoneNumber' | 'email'>;
  services: Pick<BookingServices, 'update'>;
  onClose(): void;
  onSaved(tickets: TTicket[]): void;
}

type RowField = Exclude<keyof GroupPassenger, 'ticketId' | 'seatId'>;

/**
 * Group edit (001 §2.1): each ticket of one ticketCode with its own passenger fields, checked ticket by ticket with
 * the booking rules (a ticket's stops keep their own type, address and transshipment), saved in one call.
 */
export function GroupEditDialog({ open, tickets, points, hidden, services, onClose, onSaved }: GroupEditDialogProps) {
  const [rows, setRows] = useState<GroupPassenger[]>([]);
  const [busy, setBusy] = useState(false);
  const phoneRefs = useRef(new Map<string, HTMLInputElement>());
  const key = tickets.map((t) => t.ticketId).join(',');

  const ticketsRef = useRef(tickets);
  ticketsRef.current = tickets;

  // Reset only when the dialog opens or the group changes, not when the parent re-renders the same tickets.
  useEffect(() => {
    if (open) setRows(ticketsRef.current.map(groupPassengerFromTicket));
  }, [open, key]);

  const edit = (ticketId: string, field: RowField, value: string) =>
    setRows((all) => all.map((r) => (r.ticketId === ticketId ? { ...r, [field]: value } : r)));

  async function save() {
    for (const row of rows) {
      const ticket = tickets.find((t) => t.ticketId === row.ticketId);
      if (!ticket) continue;
      const problem = validatePassenger({ ...formFromTicket(ticket, points), phoneNumber: row.phoneNumber }, { phoneRequired: !hidden.phoneNumber });
      if (problem) {
        notify(`${BOOKING_LABELS.groupEdit.seat(row.seatId)}: ${problem.message}`, 'warning');
        if (problem.field === 'phoneNumber') phoneRefs.current.get(row.ticketId)?.focus();
        return;
      }
    }
    setBusy(true);
    try {
      const answer = await services.update(groupUpdateRequest(rows));
      notify(MSG.sales.updateSuccess, 'success');
      onSaved(answer.tickets);
    } catch (error) {
      notify(failureText(error, MSG.sales.groupUpdateFailed), 'error');
    } finally {
      setBusy(false);
    }
  }

  const text = (row: GroupPassenger, field: RowField, label: string, type = 'text') => (
    <TextField
      id={`group-${row.ticketId}-${field}`}
      fullWidth
      size="small"
      type={type}
      label={label}
      value={row[field]}
      onChange={(e) => edit(row.ticketId, field, e.target.value)}
      onKeyDown={(e) => {
        if (e.key === 'Enter' && !e.defaultPrevented) {
          e.preventDefault();
          void save();
        }
      }}
      inputRef={
        field === 'phoneNumber'
          ? (node: HTMLInputElement | null) => {
              if (node) phoneRefs.current.set(row.ticketId, node);
              else phoneRefs.current.delete(row.ticketId);
            }
          : undefined
      }
    />
  );

  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} fullWidth maxWidth="md" aria-labelledby="group-edit-title">
      <DialogTitle id="group-edit-title">{BOOKING_LABELS.groupEdit.title(tickets[0]?.ticketCode ?? '')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {rows.map((row) => (
            <Stack key={row.ticketId} component="fieldset" spacing={1} sx={{ border: 0, p: 0, m: 0 }}>
              <Typography component="legend" variant="subtitle2">
                {BOOKING_LABELS.groupEdit.seat(row.seatId)}
              </Typography>
              <Grid container spacing={1}>
                {!hidden.phoneNumber && <Grid size={{ xs: 12, sm: 4 }}>{text(row, 'phoneNumber', F.phoneNumber, 'tel')}</Grid>}
                {!hidden.fullName && <Grid size={{ xs: 12, sm: 4 }}>{text(row, 'fullName', F.fullName)}</Grid>}
                {!hidden.email && <Grid size={{ xs: 12, sm: 4 }}>{text(row, 'email', F.email, 'email')}</Grid>}
                <Grid size={{ xs: 12, sm: 4 }}>
                  {/* DD/MM/YYYY whatever the browser's language (issue 11), stored as the form's YYYY-MM-DD. */}
                  <DateField id={`group-${row.ticketId}-birthday`} label={F.birthday} value={row.birthday} onChange={(v) => edit(row.ticketId, 'birthday', v)} valueFormat="YYYY-MM-DD" clearable disableFuture fullWidth />
                </Grid>
                <Grid size={{ xs: 12, sm: 8 }}>{text(row, 'note', F.note)}</Grid>
              </Grid>
            </Stack>
          ))}
        </Stack>
      </DialogContent>
      <DialogButtons onClose={onClose} actionLabel={BOOKING_LABELS.actions.save} onAction={save} busy={busy} actionDisabled={rows.length === 0} />
    </Dialog>
  );
}
