import { updateBankTerminalEndpoint } from '@busdesk/api-contract';
import { ADMIN, defineRoute } from '../../define-route';

/** PUT /api/v1/mb/terminal: changes the agency's active terminal (ADMIN). */
export const updateBankTerminalRoute = defineRoute(updateBankTerminalEndpoint, ADMIN, ({ input, session }, app) => app.bankTerminals.update(session, input));
