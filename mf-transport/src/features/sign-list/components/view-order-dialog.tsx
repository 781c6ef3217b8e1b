import { MSG, type TTransportOrder, type TTransportSide } from '@busdesk/api-contract';
import { notify } from '@busdesk/shared-kit';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Box from '@mui/material/Box';
import { useState } from 'react';
import { TRANSPORT_LABELS } from '../../../messages';
import { downloadOrderXml } from '../../../shared/download-order-xml';
import { orderViewUrl } from '../../../shared/order-view-url';
import { signableSides } from '../../../shared/own-sides';
import { TransportOrderDocument } from '../../../shared/transport-order-document';
import { useOrderDetail } from '../../../shared/use-order-detail';
import type { StationUser } from '../../../shared/use-station-user';
import type { SignListServices } from '../sign-list-services';
import { orderCodeOf } from './transport-order-table';

const L = TRANSPORT_LABELS.view;

export interface ViewOrderDialogProps {
  order: TTransportOrder;
  user: StationUser | null;
  services: Pick<SignListServices, 'detail' | 'xml' | 'upSign' | 'downSign'>;
  onClose: () => void;
  /** After a signature (the list reloads 1 s later, 002 §9). */
  onSigned: () => void;
}

/**
 * The view dialog (002 §2): the order's content as the view page shows it, 'Hủy', 'Tải XML', and 'Bến đi ký' /
 * 'Bến đến ký' when the seed's rule lets the user sign that side (its station or a child, not at 3). The buttons
 * follow the order as the server has it now (the detail), not the row the list loaded earlier.
 */
export function ViewOrderDialog({ order, user, services, onClose, onSigned }: ViewOrderDialogProps) {
  const { state } = useOrderDetail(services.detail, order.id);
  const [busy, setBusy] = useState(false);
  const current = state.status === 'loaded' ? state.detail.transport : order;
  const allowed = signableSides(current, user);

  const sign = async (side: TTransportSide) => {
    setBusy(true);
    try {
      const answer = await (side === 'up' ? services.upSign : services.downSign)(order.id);
      notify(answer.message || MSG.transport.signSuccess, 'success');
      onSigned();
    } catch (e) {
      notify(e instanceof Error && e.message ? e.message : MSG.transport.signFailed, 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="lg" aria-labelledby="view-order-title">
      <DialogTitle id="view-order-title">{L.title(orderCodeOf(order))}</DialogTitle>
      <DialogContent dividers>
        {state.status === 'loading' ? (
          <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 4, justifyContent: 'center' }}>
            <CircularProgress size={24} aria-hidden />
            {L.loading}
          </Box>
        ) : state.status === 'failed' ? (
          <Alert severity="error">{state.message}</Alert>
        ) : (
          <TransportOrderDocument detail={state.detail} qrValue={orderViewUrl(order.id)} headingLevel={2} />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {L.cancel}
        </Button>
        <Button variant="outlined" onClick={() => void downloadOrderXml(services.xml, order.id)}>
          {L.downloadXml}
        </Button>
        {allowed.up ? (
          <Button variant="contained" onClick={() => void sign('up')} disabled={busy || state.status === 'loading'}>
            {L.upSign}
          </Button>
        ) : null}
        {allowed.down ? (
          <Button variant="contained" onClick={() => void sign('down')} disabled={busy || state.status === 'loading'}>
            {L.downSign}
          </Button>
        ) : null}
      </DialogActions>
    </Dialog>
  );
}
