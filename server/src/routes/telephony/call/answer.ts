import { answerCallEndpoint } from '@busdesk/api-contract';
import { defineRoute, PARTNER } from '../../define-route';

/** Answers the ringing call (providers A, B, C: 'Chức năng đang được phát triển', 002 §8). */
export const answerCallRoute = defineRoute(answerCallEndpoint, PARTNER, ({ input, session }, app) => app.calls.answer(session, input));
