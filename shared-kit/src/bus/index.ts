export { bus, busInstanceId } from './bus';
export type { BusdeskBus, SessionState, SocketState, SocketStatus } from './bus';
export type { BusCallEvent, BusChildFiguresEvent, BusMessageEvent, BusNotificationEvent, BusPaymentEvent, BusSaleRequest, BusTicketEvent } from './bus-events';
