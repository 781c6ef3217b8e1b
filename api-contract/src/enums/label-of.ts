import { MSG } from '../messages/index';

/** Colours the seeds give statuses; StatusChip maps them to theme colours. */
export type StatusColor = 'red' | 'orange' | 'green' | 'blue' | 'grey';

/**
 * Looks up a label for a value that came off the wire: servers and old rows may carry codes the
 * enumeration does not know, and the seeds show those as 'Không xác định' rather than blank.
 */
export function labelOf<K extends string | number>(
  labels: Readonly<Record<K, string>>,
  value: unknown,
  fallback: string = MSG.common.unknown,
): string {
  if (typeof value !== 'string' && typeof value !== 'number') return fallback;
  return Object.prototype.hasOwnProperty.call(labels, value) ? labels[value as K] : fallback;
}

/** The values of a const enumeration object as a list (for pick lists and filters). */
export const enumValues = <T extends Record<string, string | number>>(e: T): Array<T[keyof T]> =>
  Object.values(e) as Array<T[keyof T]>;

/** `{ value, label }` options for a select, in declaration order. */
export const enumOptions = <T extends Record<string, string | number>>(
  e: T,
  labels: Readonly<Record<T[keyof T], string>>,
): Array<{ value: T[keyof T]; label: string }> => enumValues(e).map((value) => ({ value, label: labels[value] }));
