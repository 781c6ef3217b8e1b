import { MSG, sideMoment, type TTransportOrder, type TTransportOrderDocument, type TTransportSide } from '@busdesk/api-contract';
import { notify, DialogButtons } from '@busdesk/shared-kit';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';
import { TRANSPORT_LABELS } from '../../../messages';
import { VnDateTimeField } from '../../../shared/vn-datetime-field';
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
  /**
   * The order's content: the list item has the planned departure, not the times the stations recorded, so the
   * dialog starts from what the order says (the view's 'Giờ xuất bến thực tế' / 'Giờ xác nhận đến bến').
   */
  detail?: SignListServices['detail'];
  onClose: () => void;
  /** After a saved edit (the list reloads 1 s later, 002 §9). */
  onSaved: () => void;
}

/** The side's figures: those the order records when it was read, else the list's count and the planned time. */
const initialOf = (order: TTransportOrder, side: TTransportSide, doc: TTransportOrderDocument | null = null) => {
  const recorded = sideMoment(doc, side);
  const count = (side === 'up' ? doc?.up?.passengerCount : doc?.down?.passengerCount) ?? (side === 'up' ? order.numberCustomerUp : order.numberCustomerDown);
  return {
    count: String(count ?? ''),
    time: toVnInputValue(recorded ?? (side === 'up' ? order.timeStartTrip : (order.timeEndTrip ?? Date.now()))),
  };
};

/** The side's two fields: the input, its label for either side, the message under it once a save was tried. */
const FIELDS = {
  count: { type: 'number', label: { up: L.passengersUp, down: L.passengersDown }, message: MSG.transport.passengersInvalid, slotProps: { htmlInput: { min: 0, max: MAX_PASSENGERS, step: 1, inputMode: 'numeric' } } },
  time: { label: { up: L.timeUp, down: L.timeDown }, message: MSG.transport.timeRequired },
} as const;
type Field = keyof typeof FIELDS;

/**
 * The edit dialog (002 §2, §6): the passenger count (≥ 0) and the time of the user's own side only — departure when
 * the user's station is the departure partner, arrival likewise; both offered (one at a time) when it is both.
 * 'Cập nhật lệnh thành công' / 'Cập nhật lệnh thất bại'.
 */
export function EditOrderDialog({ order, sides, update, detail, onClose, onSaved }: EditOrderDialogProps) {
  const [side, setSide] = useState<TTransportSide>(sides[0] ?? 'up');
  const [values, setValues] = useState(() => initialOf(order, side));
  const [doc, setDoc] = useState<TTransportOrderDocument | null>(null);
  // Saving before the order was read would write the planned time over the recorded one.
  const [reading, setReading] = useState(Boolean(detail));
  const [busy, setBusy] = useState(false);
  const [tried, setTried] = useState(false);
  const sideNow = useRef(side);
  sideNow.current = side;
  const typed = useRef(false);

  useEffect(() => {
    if (!detail) return;
    let live = true;
    detail(order.id)
      .then(({ document }) => {
        if (!live) return;
        setDoc(document);
        if (!typed.current) setValues(initialOf(order, sideNow.current, document));
      })
      // Unreadable: the list's figures stay, as before.
      .catch(() => undefined)
      .finally(() => live && setReading(false));
    return () => {
      live = false;
    };
  }, [detail, order]);

  const countValue = values.count.trim() === '' ? NaN : Number(values.count);
  const countError = !Number.isInteger(countValue) || countValue < 0 || countValue > MAX_PASSENGERS;
  const timeValue = fromVnInputValue(values.time);
  const invalid: Record<Field, boolean> = { count: countError, time: timeValue === null };

  const pickSide = (next: TTransportSide) => {
    setSide(next);
    typed.current = false;
    setValues(initialOf(order, next, doc));
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
          type={FIELDS.count.type}
          label={FIELDS.count.label[side]}
          value={values.count}
          onChange={(e) => {
            typed.current = true;
            setValues((v) => ({ ...v, count: e.target.value }));
          }}
          error={tried && invalid.count}
          helperText={tried && invalid.count ? FIELDS.count.message : ' '}
          slotProps={FIELDS.count.slotProps}
        />
        <VnDateTimeField
          key={side}
          label={FIELDS.time.label[side]}
          value={values.time}
          onChange={(time) => {
            typed.current = true;
            setValues((v) => ({ ...v, time }));
          }}
          error={tried && invalid.time}
          {...(tried && invalid.time ? { helperText: FIELDS.time.message } : {})}
        />
      </DialogContent>
      <DialogButtons closeLabel={L.cancel} onClose={onClose} actionLabel={L.save} onAction={save} busy={busy} actionDisabled={reading} />
    </Dialog>
  );
}
