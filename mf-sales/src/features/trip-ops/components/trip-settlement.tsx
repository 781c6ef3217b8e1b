import { MSG, type TTripCard } from '@busdesk/api-contract';
import { ConfirmDialog, notify } from '@busdesk/shared-kit';
import Button from '@mui/material/Button';
import { lazy, Suspense, useId, useState } from 'react';
import { useTripDeparted } from '../../../shared/live-trip/use-trip-departed';
import { ScreenReaderText } from '../../../shared/screen-reader-text';
import { failureWithReason } from '../failure-text';
import { TRIP_OPS_LABELS as L } from '../labels';
import { settleTrip } from '../api/settle-trip';

// The report dialog (tables, print, Excel) loads when it first opens.
const TripSaleReportDialog = lazy(() =>
  import('../../../shared/trip-sale-report/trip-sale-report-dialog').then((m) => ({ default: m.TripSaleReportDialog })),
);

/** A contained button's disabled look (MUI's own), for a button that stays focusable while it waits. */
const WAITING_SX = {
  color: 'action.disabled',
  bgcolor: 'action.disabledBackground',
  boxShadow: 'none',
  cursor: 'not-allowed',
  '&:hover': { bgcolor: 'action.disabledBackground', boxShadow: 'none' },
} as const;

export interface TripSettlementProps {
  trip: Pick<TTripCard, 'tripId' | 'isPartnerSettled' | 'tripStatus' | 'startTimeReality'>;
  /** serverTime − browser time: the departure is judged on the server's clock, as the server judges it. */
  serverOffset: number;
  /** After a settlement, so the opened trip re-reads isPartnerSettled. */
  onSettled?: () => void;
  settle?: typeof settleTrip;
}

/**
 * Settlement of the opened trip (001 §4): confirm 'Bạn có chắc chắn muốn quyết toán vé không?', settle, then the
 * trip's sale report opens; once the trip is settled the button opens the report directly. Before the trip has
 * departed the server refuses a settlement, so the button waits, unavailable, with the server's reason as its
 * description and tooltip.
 */
export function TripSettlement({ trip, serverOffset, onSettled, settle = settleTrip }: TripSettlementProps) {
  const [confirming, setConfirming] = useState(false);
  const [reportOpen, setReportOpen] = useState(false);
  const [settledHere, setSettledHere] = useState(false);
  const settled = trip.isPartnerSettled || settledHere;
  const departed = useTripDeparted(trip, serverOffset);
  const waiting = !settled && !departed;
  const reasonId = useId();

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
      {/*
        Not `disabled`: a disabled button takes no focus and no hover, so its reason could not be reached. It stays
        focusable and says it is unavailable (aria-disabled, the disabled look), its reason as its description for
        screen readers and as its tooltip on hover — not as text beside it, which wrapped the trip's header at
        1366 px and took a line from the seat map.
      */}
      <Button
        size="small"
        variant={settled ? 'outlined' : 'contained'}
        aria-disabled={waiting || undefined}
        aria-describedby={waiting ? reasonId : undefined}
        title={waiting ? MSG.tripOps.settleNotDeparted : undefined}
        sx={waiting ? WAITING_SX : undefined}
        onClick={() => {
          if (waiting) return;
          if (settled) setReportOpen(true);
          else setConfirming(true);
        }}
      >
        {settled ? L.saleReport : L.settle}
      </Button>
      {waiting ? (
        <ScreenReaderText id={reasonId}>{MSG.tripOps.settleNotDeparted}</ScreenReaderText>
      ) : null}
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
