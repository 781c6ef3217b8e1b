import { MSG, PAYMENT_WEBHOOK_HEADERS, ZPaymentWebhookBody, type TPaymentWebhookAck, type TPaymentWebhookBody } from '@busdesk/api-contract';
import { badRequest, unauthorized } from '../lib/http-error';
import type { PaymentProvider, StoredEvent, StoredEventInput } from '../repositories/payment-events-repository';
import type { WebhookSecrets } from '../repositories/payments-repository';
import { processPaymentEvent, type ProcessResult } from './payment-processor';
import type { PaymentsDeps } from './payments-deps';
import { verifyWebhook, type SignatureCheck } from './webhook-signature';
import { acceptedSecrets } from './webhook-secrets';

export type { PaymentProvider };

const SECRET_TTL_MS = 60_000;
const MAX_YIELD_MS = 2_000;
const QUIET_MS = 100;

/**
 * Processes stored confirmations one at a time, in arrival order, after their delivery was acknowledged. One at
 * a time keeps the row locks of two bills sharing a ticket from ever waiting on each other; the locks inside
 * processPaymentEvent still make two servers on one database safe.
 */
export class PaymentQueue {
  private readonly waiting: string[] = [];
  private readonly queued = new Set<string>();
  private running: Promise<void> | null = null;
  private readonly listeners = new Set<(r: ProcessResult) => void>();
  private readonly secrets = new Map<string, { secrets: WebhookSecrets | null; at: number }>();
  private lastArrival = 0;

  constructor(private readonly deps: Pick<PaymentsDeps, 'payments' | 'events' | 'changes' | 'log' | 'now'>) {}

  /**
   * Checks a delivery's signature against the company's accepted secrets (ADR 'Demo mode'): kept for a minute, so
   * the acknowledgement path needs no read. A refusal with remembered secrets reads them again once, so a rotation
   * made on another server is honoured at once; a rotation made here forgets them (`forgetSecrets`).
   */
  async checkSignature(companyId: string, timestamp: string | undefined, signature: string | undefined, rawBody: Buffer): Promise<SignatureCheck> {
    const now = this.deps.now();
    const check = (secrets: WebhookSecrets | null) => (secrets ? verifyWebhook(acceptedSecrets(secrets, now), companyId, timestamp, signature, rawBody, now) : 'bad-signature');
    const cached = this.secrets.get(companyId);
    if (cached && now - cached.at < SECRET_TTL_MS) {
      const result = check(cached.secrets);
      // An unknown company stays unknown for the minute: probing ids costs no reads.
      if (result !== 'bad-signature' || cached.secrets === null) return result;
    }
    return check(await this.loadSecrets(companyId, now));
  }

  forgetSecrets(companyId: string): void {
    this.secrets.delete(companyId);
  }

  private async loadSecrets(companyId: string, now: number): Promise<WebhookSecrets | null> {
    const secrets = await this.deps.payments.webhookSecrets(companyId);
    if (this.secrets.size > 10_000) this.secrets.clear();
    this.secrets.set(companyId, { secrets, at: now });
    return secrets;
  }

  /** Stores a delivery (group commit); processing waits while deliveries are being stored, so acknowledgements come first. */
  store(input: StoredEventInput): Promise<StoredEvent> {
    return this.deps.events.store(input);
  }

  /** A delivery started arriving (called before its body is read). */
  noteArrival(): void {
    this.lastArrival = Date.now();
  }

  enqueue(eventId: string): void {
    if (this.queued.has(eventId)) return;
    this.queued.add(eventId);
    this.waiting.push(eventId);
    // After the current I/O callbacks: the acknowledgement goes out before processing starts.
    if (!this.running) this.running = new Promise<void>((resolve) => setImmediate(() => void this.drain().finally(resolve)));
  }

  /** Every stored confirmation not processed yet (at start, and by the periodic sweep after a failure). */
  async enqueueUnprocessed(): Promise<void> {
    for (const id of await this.deps.events.unprocessedIds(1000)) this.enqueue(id);
  }

  /** Resolves when nothing is waiting (tests, the simulator, shutdown). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  onProcessed(listener: (r: ProcessResult) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private async drain(): Promise<void> {
    try {
      for (let id = this.waiting.shift(); id !== undefined; id = this.waiting.shift()) {
        // The embedded database runs one statement at a time: a processing transaction would make every
        // delivery arriving meanwhile wait. Deliveries first (bounded, so a steady stream cannot starve this).
        // The embedded database also runs on this thread, so a delivery not yet read waits too: processing starts
        // once deliveries have paused for QUIET_MS.
        for (let waited = 0; (this.deps.events.storing || Date.now() - this.lastArrival < QUIET_MS) && waited < MAX_YIELD_MS; waited += 5) {
          await new Promise((r) => setTimeout(r, 5));
        }
        try {
          const result = await processPaymentEvent(this.deps, id, this.deps.now());
          if (result) for (const l of this.listeners) l(result);
        } catch (err) {
          // Left unprocessed: the sweep retries it; the delivery was already acknowledged and stored.
          this.deps.log.error({ err, eventId: id }, 'payment event processing failed');
        } finally {
          this.queued.delete(id);
        }
      }
    } finally {
      this.running = null;
    }
  }
}

/** A header's single value (a repeated header counts by its first value). */
const headerOf = (headers: Record<string, string | string[] | undefined>, name: string): string | undefined => {
  const v = headers[name];
  return Array.isArray(v) ? v[0] : v;
};

/** Whether a delivery carries the three signature headers at all: without them it is refused before its body is read. */
export const hasSignatureHeaders = (headers: Record<string, string | string[] | undefined>): boolean =>
  Object.values(PAYMENT_WEBHOOK_HEADERS).every((name) => !!headerOf(headers, name)?.trim());

/** A correctly signed body as a confirmation of that company; anything else is a 400 in the words a person reads. */
function parseConfirmation(rawBody: Buffer, companyId: string): TPaymentWebhookBody {
  let json: unknown;
  try {
    json = JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw badRequest(MSG.server.invalidJson);
  }
  const parsed = ZPaymentWebhookBody.safeParse(json);
  if (!parsed.success) throw badRequest(MSG.server.invalidField(parsed.error.issues[0]?.path.join('.') || 'body'));
  if (parsed.data.companyId !== companyId) throw badRequest(MSG.server.invalidField('companyId'));
  return parsed.data;
}

/**
 * A webhook delivery (policy public: the signature is the authentication). The signature is checked first, over
 * the raw bytes, with the secret of the company named by the signed x-busdesk-company header: nothing of an unsigned
 * or badly signed body is parsed (garbage answers 401, never 400). A signed body is then parsed and validated (400
 * when it is not a confirmation of that company), stored (unique provider + transaction id: a retry or a parallel
 * duplicate finds the stored row and gets the same answer), acknowledged, and processed afterwards.
 */
export async function receiveWebhook(
  queue: PaymentQueue,
  provider: PaymentProvider,
  rawBody: Buffer,
  headers: Record<string, string | string[] | undefined>,
): Promise<TPaymentWebhookAck> {
  const companyId = headerOf(headers, PAYMENT_WEBHOOK_HEADERS.company)?.trim() ?? '';
  // An unknown company gets the same answer as a bad signature: nothing to learn by probing ids.
  const check = companyId
    ? await queue.checkSignature(companyId, headerOf(headers, PAYMENT_WEBHOOK_HEADERS.timestamp), headerOf(headers, PAYMENT_WEBHOOK_HEADERS.signature), rawBody)
    : 'bad-signature';
  if (check === 'stale') throw unauthorized(MSG.payments.staleTimestamp);
  if (check !== 'ok') throw unauthorized(MSG.payments.badSignature);

  const body = parseConfirmation(rawBody, companyId);

  const stored = await queue.store({
    provider,
    transactionId: body.transactionId,
    companyId: body.companyId,
    billNumber: body.billNumber ?? null,
    amount: body.amount,
    rawBody: rawBody.toString('utf8'),
  });
  // New, or a retry of a confirmation whose processing failed earlier: (another) try.
  if (!stored.processed) queue.enqueue(stored.id);
  return { received: true, eventId: stored.id, duplicate: !stored.inserted };
}
