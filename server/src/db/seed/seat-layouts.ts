import type { SeatLayoutSeat } from '../schema/index';
import type { LayoutName } from './reference-data';

const SELLABLE = 3;
const PREMIUM = 4;
/** Seat type 2 is the driver (api-contract SeatType). */
const DRIVER = 2;

/** Seat ids: floor 1 'A01'…, floor 2 'B01'…, in boarding order. */
function floorSeats(floor: number, rows: number, columns: number[], seatType: number, tail: number[] = []): SeatLayoutSeat[] {
  const letter = floor === 1 ? 'A' : 'B';
  const seats: SeatLayoutSeat[] = [];
  for (let row = 1; row <= rows; row++) for (const column of columns) seats.push({ seatId: '', seatType, floor, row, column });
  for (const column of tail) seats.push({ seatId: '', seatType, floor, row: rows + 1, column });
  return seats.map((s, i) => ({ ...s, seatId: `${letter}${String(i + 1).padStart(2, '0')}` }));
}

const driver: SeatLayoutSeat = { seatId: 'TX', seatType: DRIVER, floor: 1, row: 0, column: 1 };

/** Real layouts: limousine 9 (one floor), limousine cabin 22 and sleepers 34/40 (two floors), coach 45. */
export const SEAT_LAYOUTS: Readonly<Record<LayoutName, { label: string; seats: SeatLayoutSeat[] }>> = {
  limousine9: { label: 'Limousine 9 chỗ', seats: [driver, ...floorSeats(1, 3, [1, 3], PREMIUM, [1, 2, 3])] },
  limousine22: { label: 'Limousine phòng 22 chỗ', seats: [driver, ...floorSeats(1, 5, [1, 3], PREMIUM, [2]), ...floorSeats(2, 5, [1, 3], PREMIUM, [2])] },
  sleeper34: { label: 'Giường nằm 34 chỗ', seats: [driver, ...floorSeats(1, 5, [1, 2, 3], SELLABLE, [1, 3]), ...floorSeats(2, 5, [1, 2, 3], SELLABLE, [1, 3])] },
  sleeper40: { label: 'Giường nằm 40 chỗ', seats: [driver, ...floorSeats(1, 6, [1, 2, 3], SELLABLE, [1, 3]), ...floorSeats(2, 6, [1, 2, 3], SELLABLE, [1, 3])] },
  coach45: { label: 'Ghế ngồi 45 chỗ', seats: [driver, ...floorSeats(1, 11, [1, 2, 4, 5], SELLABLE, [3])] },
};

export const sellableSeats = (layout: LayoutName): SeatLayoutSeat[] => SEAT_LAYOUTS[layout].seats.filter((s) => s.seatType === SELLABLE || s.seatType === PREMIUM);
