import { rotateWebhookSecretEndpoint } from '@busdesk/api-contract';
import { ADMIN, defineRoute } from '../../../define-route';

/** An ADMIN gives a company its agency sells for a new webhook secret (ours). */
export const rotateWebhookSecretRoute = defineRoute(rotateWebhookSecretEndpoint, ADMIN, ({ input, session }, app) => app.payments.rotateWebhookSecret(session, input.companyId));
