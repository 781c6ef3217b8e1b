import { rejectCallEndpoint } from '@busdesk/api-contract';
import { defineRoute, PARTNER } from '../../define-route';

/** Rejects the ringing call (providers A, B, C: 'Chức năng đang được phát triển', 002 §8). */
export const rejectCallRoute = defineRoute(rejectCallEndpoint, PARTNER, ({ input, session }, app) => app.calls.reject(session, input));
