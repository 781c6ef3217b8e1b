/**
 * A `datetime-local` input holds a wall-clock text with no zone. The stations work in Vietnam time whatever the
 * computer's zone, so the text is read and written as Asia/Ho_Chi_Minh (UTC+7 all year, no summer time).
 */
const VN_OFFSET_MS = 7 * 3_600_000;
const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as the input's 'YYYY-MM-DDTHH:mm' in Vietnam time; '' for nothing. */
export function toVnInputValue(ms: number | null | undefined): string {
  if (typeof ms !== 'number' || !Number.isFinite(ms)) return '';
  const d = new Date(ms + VN_OFFSET_MS);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}

/** The input's text back to an instant; null for an empty or malformed text. */
export function fromVnInputValue(value: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{1,2}):(\d{2})$/.exec(value);
  if (!m) return null;
  const [, y, mo, d, h, mi] = m.map(Number) as [number, number, number, number, number, number];
  // Typed by hand, a time may be out of range ('25:70'); Date.UTC would roll it into another hour or day.
  if (h > 23 || mi > 59) return null;
  const wall = new Date(Date.UTC(y, mo - 1, d, h, mi));
  if (wall.getUTCMonth() !== mo - 1 || wall.getUTCDate() !== d) return null;
  return wall.getTime() - VN_OFFSET_MS;
}
