/** The refinement of a range filter: its start is not after its end (reported on the end field). */
export function rangeInOrder<T extends Record<string, unknown>>(from: keyof T & string, to: keyof T & string): [(r: T) => boolean, { message: string; path: string[] }] {
  return [(r: T) => (r[from] as number) <= (r[to] as number), { message: `${from} must not be after ${to}`, path: [to] }];
}
