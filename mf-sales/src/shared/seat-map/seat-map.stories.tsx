import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { contextFixture, everyStateContext } from '../../test-support/seat-map-fixtures';
import { SeatMap } from './seat-map';
import { applySeatClick, EMPTY_SELECTION, type SeatContext } from './seat-rules';

/** The map with its selection kept the way the trip detail keeps it (applySeatClick). */
function InteractiveSeatMap({ ctx, initial = EMPTY_SELECTION.seatIds }: { ctx: SeatContext; initial?: string[] }) {
  const [selection, setSelection] = useState({ seatIds: initial, ticketIds: [] as string[] });
  const [warning, setWarning] = useState<string>();
  return (
    <div>
      <SeatMap
        {...ctx}
        selectedSeatIds={selection.seatIds}
        onSeatActivate={(seatId) => {
          const result = applySeatClick(selection, seatId, ctx);
          setSelection(result.selection);
          setWarning(result.warning);
        }}
      />
      <p role="status">{warning}</p>
    </div>
  );
}

const meta = {
  title: 'mf-sales/SeatMap',
  component: SeatMap,
  args: { ...everyStateContext(), selectedSeatIds: ['A12', 'A13'], onSeatActivate: () => undefined },
} satisfies Meta<typeof SeatMap>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A two-floor sleeper (the seed's 'Giường nằm 34 chỗ') with a seat in every state: booked (G + the passenger's given
 * name), paid (T), deposit, an expired hold with a deposit, a ticket without a name (its phone), company-locked,
 * another agency's, held by another user, one-way, a three-ticket group, selected, and an expired unpaid hold shown
 * free. The legend opens from 'Chú thích'.
 */
export const EveryState: Story = {};

/** In the counter layout's box at 1366 × 768 (a parent of definite height): the tiles shrink so the whole bus fits. */
export const FittedToItsBox: Story = {
  decorators: [
    (StoryComponent) => (
      <div style={{ width: 360, height: 430, outline: '1px dashed #999', display: 'flex', flexDirection: 'column' }}>
        <StoryComponent />
      </div>
    ),
  ],
};

/** The embeddable widget's view: the agency's own tickets show their mark, never their passenger. */
export const WithoutPassengers: Story = {
  args: { passengers: false },
};

/** Click or use the arrow keys, Space and Enter: the selection follows the rules of 001 §4. */
export const Interactive: Story = {
  render: () => <InteractiveSeatMap ctx={everyStateContext()} initial={['A12']} />,
};

export const EmptyTrip: Story = {
  args: { ...contextFixture(), selectedSeatIds: [] },
};

/** While a booking is being saved nothing can be picked; seats stay focusable and readable. */
export const Disabled: Story = {
  args: { disabled: true },
};
