import { getBankTerminalEndpoint } from '@busdesk/api-contract';
import { defineRoute, PARTNER } from '../../define-route';

/** GET /api/v1/mb/terminal: the agency's bank QR terminal; a STAFF user reads it with the numbers masked. */
export const getBankTerminalRoute = defineRoute(getBankTerminalEndpoint, PARTNER, ({ session }, app) => app.bankTerminals.get(session));
