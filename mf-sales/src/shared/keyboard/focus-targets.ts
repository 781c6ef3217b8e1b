import { SEAT_MAP_LABELS } from '../seat-map/labels';

/**
 * Where the page's shortcuts and a finished sale put the keyboard focus. Found in the document by the regions'
 * accessible names, so the features that render them (trip-search, trip-detail) need not hand refs across.
 */
const firstField = (root: Element | null): HTMLElement | null =>
  // A MUI X date field is a group of spinbutton sections over a hidden input; a text field is an input.
  root?.querySelector<HTMLElement>('[role="spinbutton"], input:not([disabled]):not([aria-hidden="true"]):not([type="hidden"])') ?? null;

/** The seat map's tab stop: the selected seat, else the last focused or first seat (its roving tabindex). */
export function focusSeatMap(): boolean {
  const map = document.querySelector(`section[aria-label="${SEAT_MAP_LABELS.mapName}"]`);
  const seat = map?.querySelector<HTMLElement>('button[tabindex="0"]') ?? null;
  seat?.focus();
  return seat !== null;
}

/** The first field of the trip search (its date). */
export function focusTripSearch(regionName: string): boolean {
  const field = firstField(document.querySelector(`section[aria-label="${regionName}"] form`));
  field?.focus();
  return field !== null;
}
