import { createBankTerminalEndpoint } from '@busdesk/api-contract';
import { ADMIN, defineRoute } from '../../define-route';

/** POST /api/v1/mb/terminal: registers the agency's terminal (ADMIN: it decides where bank QR money goes). */
export const createBankTerminalRoute = defineRoute(createBankTerminalEndpoint, ADMIN, ({ input, session }, app) => app.bankTerminals.create(session, input));
