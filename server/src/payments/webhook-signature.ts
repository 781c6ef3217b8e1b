import { createHmac, timingSafeEqual } from 'node:crypto';
import { PAYMENT_WEBHOOK_TOLERANCE_SECONDS } from '@busdesk/api-contract';

/**
 * 'sha256=' + hex HMAC-SHA256(secret, `${timestamp}.${companyId}.${rawBody}`): the timestamp is signed so a replay
 * cannot refresh it, the company so the header that picks the secret cannot be swapped.
 */
export function signWebhook(secret: string, timestampSeconds: number, companyId: string, rawBody: string | Buffer): string {
  const mac = createHmac('sha256', secret);
  mac.update(`${timestampSeconds}.${companyId}.`);
  mac.update(rawBody);
  return `sha256=${mac.digest('hex')}`;
}

export type SignatureCheck = 'ok' | 'bad-signature' | 'stale';

/**
 * Checks a delivery: the timestamp (Unix seconds) within the tolerance of our clock, then the signature against
 * each accepted secret, compared in constant time over equal-length buffers (a length mismatch is refused before
 * comparing).
 */
export function verifyWebhook(
  secret: string | readonly string[],
  companyId: string,
  timestampHeader: string | undefined,
  signatureHeader: string | undefined,
  rawBody: Buffer,
  nowMs: number = Date.now(),
): SignatureCheck {
  if (!timestampHeader || !/^\d{1,12}$/.test(timestampHeader) || !signatureHeader) return 'bad-signature';
  const timestamp = Number(timestampHeader);
  if (Math.abs(nowMs / 1000 - timestamp) > PAYMENT_WEBHOOK_TOLERANCE_SECONDS) return 'stale';
  const given = Buffer.from(signatureHeader.trim().toLowerCase(), 'utf8');
  // Every accepted secret is tried (a rotation's grace period has two), none skipped once one matches.
  let ok = false;
  for (const s of typeof secret === 'string' ? [secret] : secret) {
    const expected = Buffer.from(signWebhook(s, timestamp, companyId, rawBody), 'utf8');
    if (given.length === expected.length && timingSafeEqual(given, expected)) ok = true;
  }
  return ok ? 'ok' : 'bad-signature';
}
