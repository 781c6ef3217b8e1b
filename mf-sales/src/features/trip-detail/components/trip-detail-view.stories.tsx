import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import { useMemo, useState } from 'react';
import { applySeatClick, EMPTY_SELECTION, selectedTickets, type SeatContext, type Selection } from '../../../shared/seat-map/seat-rules';
import type { SeatHold } from '../seat-lock-controller';
import { FIXTURE_NOW, FIXTURE_PARTNER_ID, FIXTURE_USER_ID, viewTripFixture } from '../../../test-support/trip-detail-fixtures';
import { fromViewTrip, type LiveTripData } from '../../../shared/live-trip/live-trip-state';
import { HoldCountdown } from './hold-countdown';
import { TripDetailView } from './trip-detail-view';

interface DemoProps {
  data: LiveTripData;
  initial: Selection;
  /** Seconds left on the hold of the picked seats. */
  holdSeconds: number;
}

/** The view with fixture data and a working selection (no server: seat clicks apply the seat rules locally). */
function TripDetailDemo({ data, initial, holdSeconds }: DemoProps) {
  const [selection, setSelection] = useState(initial);
  const [hold] = useState<SeatHold>(() => ({ expiresAt: Date.now() + holdSeconds * 1_000, serverOffset: 0 }));
  const ctx = useMemo<SeatContext>(
    () => ({
      seats: data.trip.seatMap,
      companyLockedSeatIds: data.trip.lockSeat.map((s) => s.seatId),
      tickets: data.tickets,
      otherSeats: data.otherSeats,
      seatLocks: data.seatLocks,
      currentUserId: FIXTURE_USER_ID,
      currentPartnerId: FIXTURE_PARTNER_ID,
      routePointIds: data.points.map((p) => p.pointId),
      now: FIXTURE_NOW,
    }),
    [data],
  );
  return (
    <TripDetailView
      data={data}
      ctx={ctx}
      selection={selection}
      selectedTickets={selectedTickets(selection, ctx)}
      onSeatActivate={(seatId) => setSelection((s) => applySeatClick(s, seatId, ctx).selection)}
      // The form is the booking feature's; in its place here, the hold countdown the page hands it.
      booking={
        selection.seatIds.length > 0 && selection.ticketIds.length === 0 ? (
          <Box sx={{ p: 1.5 }}>
            <HoldCountdown expiresAt={hold.expiresAt} serverOffset={hold.serverOffset} onExpired={() => setSelection(EMPTY_SELECTION)} />
          </Box>
        ) : null
      }
    />
  );
}

const data = fromViewTrip(viewTripFixture(), FIXTURE_NOW);

const meta = {
  title: 'mf-sales/Book ticket/Trip detail',
  component: TripDetailDemo,
  args: { data, initial: EMPTY_SELECTION, holdSeconds: 600 },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof TripDetailDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Opened: Story = {};
export const SeatsHeld: Story = { args: { initial: { seatIds: ['A10', 'A11'], ticketIds: [] }, holdSeconds: 95 } };
export const GroupSelected: Story = { args: { initial: { seatIds: ['A04', 'A05'], ticketIds: ['tk-3', 'tk-4'] } } };
export const DepartedAndLocked: Story = {
  args: {
    data: {
      ...data,
      trip: { ...data.trip, tripStatus: 2, partnerLocks: [{ partnerId: FIXTURE_PARTNER_ID, lockType: 1 }] },
    },
  },
};
