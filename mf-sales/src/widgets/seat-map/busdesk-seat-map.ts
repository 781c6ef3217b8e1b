// Entry of the standalone widget bundle (vite.widget.config.ts): loading the script defines <busdesk-seat-map>.
import { defineSeatMapElement } from './seat-map-element';

defineSeatMapElement();

export { defineSeatMapElement, SEAT_MAP_ELEMENT, SeatMapElement } from './seat-map-element';
export { SEAT_SELECT_EVENT, type SeatSelectDetail } from './seat-map-widget';
