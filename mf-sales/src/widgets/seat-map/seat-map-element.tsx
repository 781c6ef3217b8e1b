import { ShadowWidgetRoot } from '@busdesk/shared-kit/widget';
import r2wc from '@r2wc/react-to-web-component';
import { SeatMapWidget, type SeatMapWidgetProps } from './seat-map-widget';

export const SEAT_MAP_ELEMENT = 'busdesk-seat-map';

const HOST_STYLE = ':host { display: block; }';

type ElementProps = SeatMapWidgetProps & {
  /** Given by r2wc: the element's shadow root, where the widget renders. */
  container?: HTMLElement;
};

/** The widget in its element's shadow root, with that root's own styles and popup container. */
function SeatMapElementRoot({ container, ...props }: ElementProps) {
  return (
    <ShadowWidgetRoot container={container} cacheKey={SEAT_MAP_ELEMENT} hostStyle={HOST_STYLE}>
      <SeatMapWidget {...props} />
    </ShadowWidgetRoot>
  );
}

/** `<busdesk-seat-map trip-id="…" api-base="https://host/api" token="…">`, rendered in an open shadow root. */
export const SeatMapElement: CustomElementConstructor = r2wc(SeatMapElementRoot, {
  shadow: 'open',
  props: { tripId: 'string', apiBase: 'string', token: 'string' },
});

/** Defines the custom element once (a page may load the bundle twice). */
export function defineSeatMapElement(): void {
  if (!customElements.get(SEAT_MAP_ELEMENT)) customElements.define(SEAT_MAP_ELEMENT, SeatMapElement);
}
