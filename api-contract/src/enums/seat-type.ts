/**
 * Seat types of a seat map. The seeds say only that 3 and 4 are sellable; the other codes are ours, chosen
 * so a seat map can draw the non-sellable cells of real layouts (door, driver, toilet, assistant).
 */
export const SeatType = {
  DOOR: 1, // ours
  DRIVER: 2, // ours
  SEAT: 3,
  BED: 4,
  WC: 5, // ours
  ASSISTANT: 6, // ours
} as const;
export type TSeatType = (typeof SeatType)[keyof typeof SeatType];

// ours: no labels in the seeds.
export const SEAT_TYPE_LABELS: Readonly<Record<TSeatType, string>> = {
  1: 'Cửa',
  2: 'Tài xế',
  3: 'Ghế ngồi',
  4: 'Giường nằm',
  5: 'Nhà vệ sinh',
  6: 'Phụ xe',
};

/** Only seat types 3 and 4 can be sold (001 §3). */
export const isSellableSeatType = (seatType: number): boolean => seatType === SeatType.SEAT || seatType === SeatType.BED;
