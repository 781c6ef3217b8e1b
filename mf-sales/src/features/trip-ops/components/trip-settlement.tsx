import { MSG, type TTripCard } from '@busdesk/api-contract';
import { ConfirmDialog, notify } from '@busdesk/shared-kit';
import Button from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';
import { failureWithReason } from '../failure-text';
import { TRIP_OPS_LABELS as L } from '../labels';
import { settleTrip } from '../api/settle-trip';

// The report dialog (tables, print, Excel) loads when it first opens.
const TripSaleReportDialog = lazy(() =>
  import('../../../shared/trip-sale-report/trip-sale-report-dialog').then((m) => ({ default: m.TripSaleReportDialog })),
);

export interface TripSettlementProps {
  trip: Pick<TTripCard, 'tripId' | 'isPartnerSettled'>;
  /** After a settlement, so the opened trip re-reads isPartnerSettled. */
  onSettled?: () => void;
  settle?: typeof settleTrip;
}

/**
 * Settlement of the opened trip (001 §4): confirm 'Bạn có chắc chắn muốn quyết toán vé không?', settle, then the
 * trip's sale report opens; once the trip is settled the button opens the report directly.
 */
export function TripSettlement({ trip, onSettled, settle = settleTrip }: TripSettlementProps) {
  const [confirming, setConfirming] = useState(false);
  const [reportOpen, setReportOpen] = useState(false);
  const [settledHere, setSettledHere] = useState(false);
  const settled = trip.isPartnerSettled || settledHere;

  const confirm = async () => {
    try {
      await settle(trip.tripId);
      setSettledHere(true);
      notify(MSG.sales.settleSuccess, 'success');
      setReportOpen(true);
      onSettled?.();
    } catch (error) {
      notify(failureWithReason(MSG.sales.settleFailed, error), 'error');
    }
  };

  return (
    <>
      <Button size="small" variant={settled ? 'outlined' : 'contained'} onClick={() => (settled ? setReportOpen(true) : setConfirming(true))}>
        {settled ? L.saleReport : L.settle}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={L.settleTitle}
        message={MSG.sales.settleConfirm}
        confirmLabel={L.confirm}
        cancelLabel={L.cancel}
        onConfirm={confirm}
        onClose={() => setConfirming(false)}
      />
      {reportOpen ? (
        <Suspense fallback={null}>
          <TripSaleReportDialog tripId={trip.tripId} onClose={() => setReportOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
