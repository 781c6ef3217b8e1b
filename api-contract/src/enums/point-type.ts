/** Pick-up / drop-off types (000 §9, 001 §4). */
export const PointType = {
  STATION: 0,
  HOME: 1,
  ROADSIDE: 2,
  TRANSSHIPMENT: 3,
} as const;
export type TPointType = (typeof PointType)[keyof typeof PointType];

export const POINT_TYPE_LABELS: Readonly<Record<TPointType, string>> = {
  0: 'Tại bến',
  1: 'Tại nhà',
  2: 'Dọc đường',
  3: 'Trung chuyển',
};

/** Types 1 (home) and 2 (roadside) carry an address (001 §4); only home makes it mandatory (001 §5). */
export const pointTypeHasAddress = (t: number): boolean => t === PointType.HOME || t === PointType.ROADSIDE;
export const pointTypeNeedsAddress = (t: number): boolean => t === PointType.HOME;
/** Type 3 needs a transshipment point; leaving type 3 clears it. */
export const pointTypeNeedsTransshipment = (t: number): boolean => t === PointType.TRANSSHIPMENT;
