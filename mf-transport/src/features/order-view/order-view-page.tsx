import { MSG } from '@busdesk/api-contract';
import { useSearchParams } from '@busdesk/shared-kit';
import PrintIcon from '@mui/icons-material/Print';
import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import { TRANSPORT_LABELS } from '../../messages';
import { downloadOrderXml } from '../../shared/download-order-xml';
import { orderViewUrl } from '../../shared/order-view-url';
import { TransportOrderDocument } from '../../shared/transport-order-document';
import { useOrderDetail } from '../../shared/use-order-detail';
import { OrderPrintStyles, PRINT_AREA_CLASS } from './components/order-print-styles';
import { orderViewApi, type OrderViewServices } from './order-view-services';

const L = TRANSPORT_LABELS.view;

export interface OrderViewPageProps {
  services?: OrderViewServices;
  /** The order to show; the page's ?id= when absent. */
  id?: string | null;
  /** Opens the print dialog (window.print in the product). */
  print?: () => void;
}

/**
 * /transport/view?id=&token= (002 §2 'Transport order view'): standalone, no layout, the order's content with its
 * verified signatures and QR code, 'Tải XML' (lvc<timestamp>.xml) and 'In' on A4. The token is the page's ?token=
 * or the signed-in one (the API clients read both).
 */
export function OrderViewPage({ services = orderViewApi, id, print = () => window.print() }: OrderViewPageProps) {
  const params = useSearchParams();
  const orderId = (id === undefined ? params.get('id') : id)?.trim() || null;
  const { state } = useOrderDetail(services.detail, orderId);
  return (
    <Box sx={{ p: { xs: 1, md: 3 }, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, bgcolor: 'grey.100', minHeight: '100vh' }}>
      <OrderPrintStyles />
      {!orderId ? (
        <Alert severity="warning">{MSG.transport.orderIdMissing}</Alert>
      ) : state.status === 'loading' ? (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 6 }}>
          <CircularProgress size={24} aria-hidden />
          {L.loading}
        </Box>
      ) : state.status === 'failed' ? (
        <Alert severity="error">{state.message}</Alert>
      ) : (
        <>
          <Box sx={{ display: 'flex', gap: 1, width: '100%', maxWidth: 1000, justifyContent: 'flex-end' }}>
            <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => void downloadOrderXml(services.xml, orderId)}>
              {L.downloadXml}
            </Button>
            <Button variant="contained" startIcon={<PrintIcon />} onClick={print}>
              {L.print}
            </Button>
          </Box>
          <Paper className={PRINT_AREA_CLASS} variant="outlined" sx={{ width: '100%', maxWidth: 1000, p: { xs: 2, md: 3 } }}>
            <TransportOrderDocument detail={state.detail} qrValue={orderViewUrl(orderId)} />
          </Paper>
        </>
      )}
    </Box>
  );
}
