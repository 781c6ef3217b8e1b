import { bookTicketEndpoint } from '@busdesk/api-contract';
import { defineRoute, PARTNER } from '../../define-route';

/** Book or book-and-pay seats of one trip (001 §3–§5). */
export const bookTicketRoute = defineRoute(bookTicketEndpoint, PARTNER, ({ input, session }, app) => app.bookings.book(session, input));
