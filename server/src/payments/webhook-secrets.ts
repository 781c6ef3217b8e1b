import { MSG, PAYMENT_WEBHOOK_SECRET_GRACE_MS, type TRotateWebhookSecretResponse } from '@busdesk/api-contract';
import { badRequest, notFound } from '../lib/http-error';
import type { WebhookSecrets } from '../repositories/payments-repository';
import type { SessionContext } from '../repositories/sessions-repository';
import type { PaymentsDeps } from './payments-deps';

/**
 * The secrets a delivery may be signed with at `now`: the current one, and the one a rotation replaced until the
 * grace period after that rotation ends (the bank needs time to switch; after it, a leaked old secret is worthless).
 */
export function acceptedSecrets(secrets: WebhookSecrets, now: number): string[] {
  const inGrace = secrets.previous !== null && secrets.rotatedAt !== null && now < secrets.rotatedAt + PAYMENT_WEBHOOK_SECRET_GRACE_MS;
  return inGrace ? [secrets.current, secrets.previous!] : [secrets.current];
}

/** An ADMIN rotates the webhook secret of a company its agency sells for; any other company answers 404. */
export async function rotateWebhookSecret(deps: PaymentsDeps, session: SessionContext, companyId: string): Promise<TRotateWebhookSecretResponse> {
  if (!(await deps.payments.sellsFor(session.partnerId, companyId))) throw notFound();
  const rotatedAt = deps.now();
  const webhookSecret = await deps.payments.rotateWebhookSecret(companyId, rotatedAt);
  if (!webhookSecret) throw badRequest(MSG.payments.bankNotConfigured);
  deps.log.info({ companyId, partnerId: session.partnerId, userId: session.userId }, 'webhook secret rotated');
  return { companyId, webhookSecret, rotatedAt, previousAcceptedUntil: rotatedAt + PAYMENT_WEBHOOK_SECRET_GRACE_MS };
}
