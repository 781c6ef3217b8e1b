import { randomUUID } from 'node:crypto';
import { MSG, type TTransportSide } from '@busdesk/api-contract';
import type { Logger } from '../../lib/logger';
import type { ClaimedJob, TransportOrdersRepository } from '../../repositories/transport-orders-repository';
import type { TransportGateway } from './transport-gateway';

export interface TransmissionPolicy {
  /** First retry after this long; each further one waits twice as long (30 s, 60 s, 120 s, 240 s). */
  baseBackoffMs: number;
  /** Attempts of one version of one side before the job is 'failed' (a resend by hand starts again). */
  maxAttempts: number;
  /** How long a claimed job is this instance's; longer than the gateway's timeout. */
  leaseMs: number;
  /** Jobs claimed per round. */
  batchSize: number;
}

export const DEFAULT_TRANSMISSION_POLICY: TransmissionPolicy = { baseBackoffMs: 30_000, maxAttempts: 5, leaseMs: 120_000, batchSize: 10 };

/** When the attempt after `attempt` (1-based) is due, or null when there is none (docs/adr/0081). */
export function nextAttemptAt(policy: TransmissionPolicy, attempt: number, now: number): number | null {
  if (attempt >= policy.maxAttempts) return null;
  return now + policy.baseBackoffMs * 2 ** (attempt - 1);
}

export interface TransmissionWorkerDeps {
  repo: TransportOrdersRepository;
  gateway: TransportGateway;
  log: Logger;
  now: () => number;
  policy?: Partial<TransmissionPolicy>;
}

/**
 * Sends due transmission jobs through the gateway (docs/adr/0081): claims them with a lease, sends the order's
 * current version of the side, records the attempt and schedules the next one with backoff. Rounds never overlap
 * within an instance; instances share the work through the claim.
 */
export function createTransmissionWorker(deps: TransmissionWorkerDeps) {
  const policy = { ...DEFAULT_TRANSMISSION_POLICY, ...deps.policy };
  const owner = `transport-${randomUUID()}`;
  let running: Promise<number> | null = null;
  let rerun: Promise<number> | null = null;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  async function attempt(job: ClaimedJob): Promise<void> {
    const order = await deps.repo.byId(job.order_id);
    if (!order) return;
    const side = job.side as TTransportSide;
    const partnerId = side === 'up' ? order.partnerUpId : order.partnerDownId;
    const partner = partnerId ? await deps.repo.partner(partnerId) : null;
    let outcome: 'accepted' | 'rejected' | 'timeout' | 'error';
    let message: string;
    try {
      const answer = await deps.gateway.send({ orderId: order.id, code: order.code, version: order.version, side, xml: order.xml, config: partner?.transportConfig ?? {} });
      ({ outcome, message } = answer);
    } catch (err) {
      outcome = 'error';
      message = err instanceof Error && err.message ? err.message : MSG.transport.gatewayError(String(err));
      deps.log.warn({ err, orderId: order.id, side }, 'transport order transmission failed');
    }
    const at = deps.now();
    const n = job.attempts + 1;
    // A rejection is the authority's answer to this version: sending it again would get the same answer.
    const retryAt = outcome === 'accepted' || outcome === 'rejected' ? null : nextAttemptAt(policy, n, at);
    await deps.repo.recordAttempt({ job, owner, version: order.version, at, outcome, message, gateway: deps.gateway.kind, retryAt });
  }

  async function round(): Promise<number> {
    let done = 0;
    for (;;) {
      const jobs = await deps.repo.claim(owner, deps.now(), policy.leaseMs, policy.batchSize);
      for (const job of jobs) await attempt(job);
      done += jobs.length;
      if (jobs.length < policy.batchSize || stopped) return done;
    }
  }

  /** One round now (or right after the running one): every due job attempted once. Answers how many were. */
  function runOnce(): Promise<number> {
    if (running) {
      rerun ??= running.then(() => {
        rerun = null;
        return stopped ? 0 : runOnce();
      });
      return rerun;
    }
    running = round()
      .catch((err: unknown) => {
        deps.log.error({ err }, 'transport transmission round failed');
        return 0;
      })
      .finally(() => {
        running = null;
      });
    return running;
  }

  return {
    owner,
    policy,
    runOnce,
    /** Something became due now (a signature, a resend): run a round soon instead of at the next tick. */
    wake(): void {
      if (!stopped) void runOnce();
    },
    start(intervalMs: number): void {
      timer = setInterval(() => void runOnce(), intervalMs);
      timer.unref();
      void runOnce();
    },
    /** Stops the timer and waits for the round in progress. */
    async stop(): Promise<void> {
      stopped = true;
      clearInterval(timer);
      await running;
    },
    /** The round in progress, if any (tests). */
    idle: (): Promise<unknown> => rerun ?? running ?? Promise.resolve(),
  };
}

export type TransmissionWorker = ReturnType<typeof createTransmissionWorker>;
