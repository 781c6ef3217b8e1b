import { confirmBankTerminalOtpEndpoint } from '@busdesk/api-contract';
import { ADMIN, defineRoute } from '../../../define-route';

/** POST /api/v1/mb/terminal/otp: confirms a registration with its OTP (ADMIN). */
export const confirmBankTerminalOtpRoute = defineRoute(confirmBankTerminalOtpEndpoint, ADMIN, ({ input, session }, app) => app.bankTerminals.confirmOtp(session, input));
