import { MSG, type TTransportOrder, type TTransportSide } from '@busdesk/api-contract';
import { notify, DialogButtons } from '@busdesk/shared-kit';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { TRANSPORT_LABELS } from '../../../messages';
import { fromVnInputValue, toVnInputValue } from '../../../shared/vn-datetime-input';
import type { SignListServices } from '../sign-list-services';
import { orderCodeOf } from './transport-order-table';

const L = TRANSPORT_LABELS.edit;
/** The contract's bound of a passenger count (ZUpdateTransportConfirmRequest). */
const MAX_PASSENGERS = 200;

export interface EditOrderDialogProps {
  order: TTransportOrder;
  /** The sides the user's station holds in this order (own-sides.ts); the dialog edits only those. */
  sides: readonly TTransportSide[];
  update: SignListServices['updateConfirm'];
  onClose: () => void;
  /** After a saved edit (the list reloads 1 s later, 002 §9). */
  onSaved: () => void;
}

const initialOf = (order: TTransportOrder, side: TTransportSide) => ({
  count: String((side === 'up' ? order.numberCustomerUp : order.numberCustomerDown) ?? ''),
  time: toVnInputValue(side === 'up' ? order.timeStartTrip : (order.timeEndTrip ?? Date.now())),
});

/**
 * The edit dialog (002 §2, §6): the passenger count (≥ 0) and the time of the user's own side only — departure when
 * the user's station is the departure partner, arrival likewise; both offered (one at a time) when it is both.
 * 'Cập nhật lệnh thành công' / 'Cập nhật lệnh thất bại'.
 */
export function EditOrderDialog({ order, sides, update, onClose, onSaved }: EditOrderDialogProps) {
  const [side, setSide] = useState<TTransportSide>(sides[0] ?? 'up');
  const [count, setCount] = useState(() => initialOf(order, side).count);
  const [time, setTime] = useState(() => initialOf(order, side).time);
  const [busy, setBusy] = useState(false);
  const [tried, setTried] = useState(false);

  const countValue = count.trim() === '' ? NaN : Number(count);
  const countError = !Number.isInteger(countValue) || countValue < 0 || countValue > MAX_PASSENGERS;
  const timeValue = fromVnInputValue(time);

  const pickSide = (next: TTransportSide) => {
    setSide(next);
    const initial = initialOf(order, next);
    setCount(initial.count);
    setTime(initial.time);
  };

  const save = async () => {
    setTried(true);
    if (countError || timeValue === null) return;
    setBusy(true);
    try {
      await update({ id: order.id, numberCustomer: countValue, time: timeValue, partnerType: side });
      notify(MSG.transport.editSuccess, 'success');
      onSaved();
    } catch {
      notify(MSG.transport.editFailed, 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="xs" aria-labelledby="edit-order-title">
      <DialogTitle id="edit-order-title">{L.title(orderCodeOf(order))}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
        <TextField select size="small" label={L.side} value={side} onChange={(e) => pickSide(e.target.value as TTransportSide)} disabled={sides.length < 2}>
          {sides.map((s) => (
            <MenuItem key={s} value={s}>
              {s === 'up' ? `${L.up}: ${order.partnerUpName ?? ''}` : `${L.down}: ${order.partnerDownName ?? ''}`}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          type="number"
          label={side === 'up' ? L.passengersUp : L.passengersDown}
          value={count}
          onChange={(e) => setCount(e.target.value)}
          error={tried && countError}
          helperText={tried && countError ? MSG.transport.passengersInvalid : ' '}
          slotProps={{ htmlInput: { min: 0, max: MAX_PASSENGERS, step: 1, inputMode: 'numeric' } }}
        />
        <TextField
          size="small"
          type="datetime-local"
          label={side === 'up' ? L.timeUp : L.timeDown}
          value={time}
          onChange={(e) => setTime(e.target.value)}
          error={tried && timeValue === null}
          helperText={tried && timeValue === null ? MSG.transport.timeRequired : ' '}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </DialogContent>
      <DialogButtons closeLabel={L.cancel} onClose={onClose} actionLabel={L.save} onAction={save} busy={busy} />
    </Dialog>
  );
}
