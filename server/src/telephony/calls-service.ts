import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import {
  CALL_HISTORY_COUNT,
  CALL_HISTORY_COUNT_PROVIDER_C,
  dialableNumber,
  dialNumberError,
  historyWindowError,
  MSG,
  TELEPHONY_WEBHOOK_HEADERS,
  ZProviderCallEvent,
  type TCallHistoryItem,
  type TLineLoginResponse,
  type TProviderCallEvent,
  type TTelephonyWebhookProvider,
  type ZCallActionRequest,
  type ZCallerLookupRequest,
  type ZCallHistoryRequest,
  type ZDialRequest,
  type ZRecallRequest,
  type ZReportCallEventRequest,
} from '@busdesk/api-contract';
import type { ChangeFeed } from '../changes/change-feed';
import type { Database } from '../db/database';
import { txRunner } from '../db/sql';
import { badRequest, HttpError, notFound, unauthorized } from '../lib/http-error';
import type { Logger } from '../lib/logger';
import { verifyWebhook } from '../payments/webhook-signature';
import { toActiveCall, toHistoryItem, type CallRecord, type CallsRepository } from '../repositories/calls-repository';
import type { SessionContext } from '../repositories/sessions-repository';
import type { TelecomRepository } from '../repositories/telecom-repository';
import type { TicketsRepository } from '../repositories/tickets-repository';
import { createCallRecorder, driverLine, storedPhone, type RecordOptions } from './call-recorder';
import { lookupCaller, vnMidnight } from './caller-lookup';
import type { LocalDriver } from './providers/local-driver';
import { ProviderError } from './providers/provider-http';
import type { DriverEvent, DriverLine, TelephonyDrivers } from './providers/telephony-driver';

export interface CallsServiceDeps {
  database: Database;
  feed: ChangeFeed;
  calls: CallsRepository;
  telecom: TelecomRepository;
  tickets: TicketsRepository;
  drivers: TelephonyDrivers & { local: LocalDriver };
  /** The local provider is on (TELEPHONY_LOCAL): its lines work and its simulator answers. */
  localEnabled: boolean;
  now: () => number;
  log: Logger;
}

/** A provider's failure in the seed's words (002 §8): its own message when it gave one, else the action's. */
function providerFailure(err: unknown, actionMessage: string): unknown {
  if (!(err instanceof ProviderError)) return err;
  if (err.kind === 'auth') return new HttpError(502, err.providerMessage ?? MSG.telephony.authFailed);
  if (err.kind === 'no-token' || err.kind === 'unreachable') return new HttpError(502, MSG.telephony.connectionFailed);
  return new HttpError(502, err.providerMessage ?? actionMessage);
}

async function viaProvider<T>(work: () => Promise<T>, actionMessage: string): Promise<T> {
  try {
    return await work();
  } catch (err) {
    throw providerFailure(err, actionMessage);
  }
}

const header = (headers: Record<string, string | string[] | undefined>, name: string): string | undefined => {
  const v = headers[name];
  return (Array.isArray(v) ? v[0] : v)?.trim() || undefined;
};

/** Codes that say which way a call goes when the provider did not. */
const OUTBOUND_CODES = new Set(['RINGING_OUT', 'LISTENING_OUT', 'HANGOUT_OUTBOUND']);

/**
 * The softphone's calls (docs/adr/0088): logging in to a line (one user at a time), the call actions through the
 * line's provider driver, the events providers and SIP browsers report, the history, recordings, the caller lookup,
 * the missed-call recall and the local exchange's simulator. Every call is for a user of the line's agency (another
 * agency's line or call is absent: 404); the actions are for the user logged in to the line.
 */
export function createCallsService(deps: CallsServiceDeps) {
  const record = createCallRecorder(deps);
  const driverOf = (line: DriverLine) => deps.drivers[line.provider];

  async function ownLine(session: SessionContext, lineId: string): Promise<DriverLine> {
    const row = await deps.telecom.line(session.partnerId, lineId);
    if (!row) throw notFound();
    return driverLine(row);
  }

  /** The session's line that it is logged in to ('Vui lòng chọn máy lẻ' otherwise: the panel selects it first). */
  async function heldLine(session: SessionContext, lineId: string): Promise<DriverLine> {
    const line = await ownLine(session, lineId);
    const holder = await deps.calls.holder(line.id);
    if (!holder || holder.session_id !== session.sessionId) throw badRequest(MSG.telephony.lineRequired);
    if (line.provider === 'local' && !deps.localEnabled) throw badRequest(MSG.telephony.connectionFailed);
    return line;
  }

  /** The line's call by id (a call of another line or agency is absent). */
  async function lineCall(line: DriverLine, callId: string): Promise<CallRecord> {
    const call = await deps.calls.call(line.partnerId, callId);
    if (!call || call.line_id !== line.id) throw notFound();
    return call;
  }

  async function act(session: SessionContext, input: z.output<typeof ZCallActionRequest>, action: 'answer' | 'reject', failure: string) {
    const line = await heldLine(session, input.lineId);
    const call = await lineCall(line, input.callId);
    const events = await viaProvider(() => driverOf(line)[action](line, call), failure);
    await record(line, events, { refusal: { refuse: MSG.telephony.callNotRinging } });
    return {};
  }

  async function dialFrom(line: DriverLine, phoneNumber: string, opts: RecordOptions = {}) {
    const error = dialNumberError(line.provider, phoneNumber);
    if (error) throw badRequest(error);
    const outcome = await viaProvider(() => driverOf(line).dial(line, dialableNumber(phoneNumber)), MSG.telephony.dialOutFailed);
    // A provider's call may have been reported already (its socket can be quicker than its answer): the event then
    // updates it. Our own ids (local, sip) are new by construction.
    const ours = line.provider === 'local' || line.provider === 'sip';
    await record(line, outcome.events, { requireIdle: line.provider === 'local', refusal: ours ? { refuse: MSG.telephony.dialOutFailed } : 'ignore', ...opts });
    return { callId: outcome.callId, message: MSG.telephony.dialOutSuccess };
  }

  /** A provider's event (webhook, A's call socket) recorded on its line; a finished call takes no more. */
  async function providerEvent(line: DriverLine, event: TProviderCallEvent): Promise<void> {
    const code = event.code ?? event.status;
    if (!code) throw badRequest(MSG.server.invalidField('code'));
    if (event.number && event.number !== line.number) throw badRequest(MSG.server.invalidField('number'));
    const known = await deps.calls.call(line.partnerId, event.callId);
    if (known && known.line_id !== line.id) throw badRequest(MSG.server.invalidField('callId'));
    const direction = event.direction ?? (known?.direction === 'out' || (!known && OUTBOUND_CODES.has(code)) ? 'out' : 'in');
    const driverEvent: DriverEvent = { callId: event.callId, code, phone: event.phone ?? event.phone_number ?? '', direction };
    await record(line, [driverEvent], { refusal: 'ignore' });
  }

  return {
    providerEvent,

    async login(session: SessionContext, lineId: string): Promise<TLineLoginResponse> {
      const line = await ownLine(session, lineId);
      if (line.provider === 'local' && !deps.localEnabled) throw badRequest(MSG.telephony.lineLoginFailed);
      const extra = await viaProvider(() => driverOf(line).login(line, { name: session.name }), MSG.telephony.lineLoginFailed);
      const loginId = randomUUID();
      const tookOver = await deps.feed.transaction(async (tx, change) => {
        const runner = txRunner(tx);
        await deps.calls.lockLine(runner, line.id);
        const previous = await deps.calls.holder(line.id, runner);
        const at = deps.now();
        await deps.calls.setHolder(runner, line.id, loginId, session.userId, session.sessionId, at);
        // Whoever held it (another user, or this user's other tab) lets it go when they hear of it.
        if (!previous?.session_valid) return false;
        await change({ kind: 'line-taken', partnerId: line.partnerId, number: line.number, loginId, userName: session.name, at });
        return true;
      });
      const [active] = await deps.calls.activeCalls(line.id);
      return {
        line: { id: line.id, number: line.number, provider: line.provider, telecomCompanyName: line.telecomCompanyName },
        loginId,
        tookOver,
        ...(extra.sip ? { sip: extra.sip } : {}),
        activeCall: active ? toActiveCall(active) : null,
      };
    },

    async logout(session: SessionContext, lineId: string) {
      const line = await ownLine(session, lineId);
      // A line someone has taken over since stays theirs (their provider session too).
      if (await deps.calls.removeHolder(line.id, session.sessionId)) {
        await driverOf(line)
          .logout(line)
          .catch((err: unknown) => deps.log.warn({ err, line: line.number }, 'telephony logout at the provider failed'));
      }
      return {};
    },

    async dial(session: SessionContext, input: z.output<typeof ZDialRequest>) {
      return dialFrom(await heldLine(session, input.lineId), input.phoneNumber);
    },
    answer: (session: SessionContext, input: z.output<typeof ZCallActionRequest>) => act(session, input, 'answer', MSG.telephony.callFailed),
    reject: (session: SessionContext, input: z.output<typeof ZCallActionRequest>) => act(session, input, 'reject', MSG.telephony.callFailed),

    /** Ends the call; a call that has ended already (the far end hung up first) is no failure. */
    async end(session: SessionContext, input: z.output<typeof ZCallActionRequest>) {
      const line = await heldLine(session, input.lineId);
      const call = await lineCall(line, input.callId);
      if (call.call_end_time !== null) return {};
      const events = await viaProvider(() => driverOf(line).end(line, call), MSG.telephony.endFailed);
      await record(line, events, { refusal: 'ignore' });
      return {};
    },

    /** A SIP line's browser reports its call's event (JsSIP sees it there). */
    async reportEvent(session: SessionContext, input: z.output<typeof ZReportCallEventRequest>) {
      const line = await heldLine(session, input.lineId);
      if (line.provider !== 'sip') throw badRequest(MSG.telephony.eventsFromProvider);
      const known = await deps.calls.call(line.partnerId, input.callId);
      if (known && known.line_id !== line.id) throw notFound();
      await record(line, [{ callId: input.callId, code: input.code, phone: input.phone, direction: input.direction }], { refusal: 'ignore' });
      return {};
    },

    async history(session: SessionContext, input: z.output<typeof ZCallHistoryRequest>): Promise<{ result: TCallHistoryItem[] }> {
      const line = await ownLine(session, input.lineId);
      const error = historyWindowError(line.provider, input.startDate, input.endDate);
      if (error) throw badRequest(error);
      const now = deps.now();
      const from = input.startDate ?? vnMidnight(now);
      const to = input.endDate ?? now;
      const phone = input.phoneNumber ? storedPhone(input.phoneNumber) : null;
      const limit = line.provider === 'account-token' ? CALL_HISTORY_COUNT_PROVIDER_C : CALL_HISTORY_COUNT;
      const driver = driverOf(line);
      const fromProvider = driver.history ? await viaProvider(() => driver.history!(line, { from, to, phone, limit }), MSG.telephony.historyFailed) : null;
      if (!fromProvider) return { result: (await deps.calls.history(line.id, from, to, phone, limit)).map(toHistoryItem) };
      // What we know of the provider's calls: recalls, and recordings we keep.
      const known = new Map((await deps.calls.byCallIds(line.partnerId, fromProvider.map((c) => c.callId))).map((r) => [r.call_id, r]));
      return {
        result: fromProvider.map((item) => {
          const row = known.get(item.callId);
          return row ? { ...item, recalled: row.recalled_at !== null, lineRecall: row.recall_line, hasRecording: item.hasRecording || row.has_recording } : item;
        }),
      };
    },

    /** The call's audio: kept by us (a local call), else the provider's (C). */
    async recording(session: SessionContext, lineId: string, callId: string): Promise<{ mediaType: string; audio: Buffer }> {
      const line = await ownLine(session, lineId);
      const stored = await deps.calls.call(line.partnerId, callId);
      if (stored && stored.line_id !== line.id) throw notFound();
      if (stored?.has_recording) {
        const kept = await deps.calls.recording(stored.id);
        if (kept) return kept;
      }
      const driver = driverOf(line);
      const fromProvider = driver.recording ? await viaProvider(() => driver.recording!(line, callId), MSG.telephony.recordingFailed) : null;
      if (fromProvider) return fromProvider;
      if (!stored && !driver.recording) throw notFound();
      throw new HttpError(404, MSG.telephony.noRecording);
    },

    customer: (session: SessionContext, input: z.output<typeof ZCallerLookupRequest>) => lookupCaller(deps, session.partnerId, input),

    /** GET voice-cloud/recall (002 §7): the missed call marked recalled from the line, and dialled from it. */
    async recall(session: SessionContext, input: z.output<typeof ZRecallRequest>) {
      const row = await deps.telecom.lineByNumber(input.lineRecall);
      if (!row || row.partnerId !== session.partnerId) throw notFound();
      const line = await heldLine(session, row.id);
      const missed = await deps.calls.call(session.partnerId, input.callid);
      if (!missed) throw notFound();
      const item = toHistoryItem(missed);
      if (!item.missed || item.recalled) throw new HttpError(409, MSG.telephony.notMissed);
      return dialFrom(line, missed.phone_number, {
        before: async (runner) => {
          // Checked again under the line's lock: two clerks recalling at once call back once.
          if (!(await deps.calls.markRecalled(runner, session.partnerId, missed.call_id, line.number, deps.now()))) throw new HttpError(409, MSG.telephony.notMissed);
        },
      });
    },

    /**
     * A provider's signed event (docs/adr/0088; the payments webhook's pattern, ADR 0042): the line named by the
     * x-busdesk-line header picks the secret, the signature is checked over the raw bytes, and only then is the body
     * parsed. An unknown line, a line of another provider, a line without a secret and a bad or stale signature all
     * answer 401, whatever the body.
     */
    async webhook(provider: TTelephonyWebhookProvider, rawBody: Buffer, headers: Record<string, string | string[] | undefined>) {
      const number = header(headers, TELEPHONY_WEBHOOK_HEADERS.line);
      const row = number ? await deps.telecom.lineByNumber(number) : null;
      const line = row ? driverLine(row) : null;
      const secret = line && line.provider === provider ? (deps.drivers[provider].webhookSecret?.(line) ?? null) : null;
      const check = line && secret ? verifyWebhook(secret, line.number, header(headers, TELEPHONY_WEBHOOK_HEADERS.timestamp), header(headers, TELEPHONY_WEBHOOK_HEADERS.signature), rawBody, deps.now()) : 'bad-signature';
      if (check === 'stale') throw unauthorized(MSG.payments.staleTimestamp);
      if (check !== 'ok' || !line) throw unauthorized(MSG.payments.badSignature);
      let json: unknown;
      try {
        json = JSON.parse(rawBody.toString('utf8'));
      } catch {
        throw badRequest(MSG.server.invalidJson);
      }
      const event = ZProviderCallEvent.safeParse(json);
      if (!event.success) throw badRequest(MSG.server.invalidField(event.error.issues[0]?.path.join('.') || 'body'));
      await providerEvent(line, event.data);
      return {};
    },

    simulator: {
      /** The ADMIN's agency's local lines, who holds each and its call. */
      async lines(session: SessionContext) {
        const rows = await deps.telecom.linesOfProvider(session.partnerId, 'local');
        const holders = new Map((await deps.calls.holders(rows.map((r) => r.id))).filter((h) => h.session_valid).map((h) => [h.line_id, h.user_name]));
        const result = [];
        for (const row of rows) {
          const [active] = await deps.calls.activeCalls(row.id);
          result.push({ id: row.id, number: row.number, telecomCompanyName: row.telecomCompanyName, holderName: holders.get(row.id) ?? null, call: active ? toActiveCall(active) : null });
        }
        return { result };
      },
      async ring(session: SessionContext, lineId: string, callerNumber: string) {
        const line = await ownLine(session, lineId);
        if (line.provider !== 'local') throw badRequest(MSG.telephony.simulatorLocalOnly);
        const error = dialNumberError('local', callerNumber);
        if (error) throw badRequest(error);
        const event = deps.drivers.local.farEnd.ring(line, dialableNumber(callerNumber));
        await record(line, [event], { requireIdle: true });
        return { callId: event.callId };
      },
      async answer(session: SessionContext, callId: string) {
        const { line, call } = await simulatedCall(session, callId);
        await record(line, [deps.drivers.local.farEnd.answer(call)], { refusal: { refuse: MSG.telephony.callNotRinging } });
        return { callId };
      },
      async hangup(session: SessionContext, callId: string) {
        const { line, call } = await simulatedCall(session, callId);
        await record(line, [deps.drivers.local.farEnd.hangup(call)], { refusal: 'ignore' });
        return { callId };
      },
    },
  };

  /** A call of one of the agency's local lines (any other is absent to the simulator). */
  async function simulatedCall(session: SessionContext, callId: string): Promise<{ line: DriverLine; call: CallRecord }> {
    const call = await deps.calls.call(session.partnerId, callId);
    if (!call?.line_id) throw notFound();
    const line = await ownLine(session, call.line_id);
    if (line.provider !== 'local') throw notFound();
    return { line, call };
  }
}
export type CallsService = ReturnType<typeof createCallsService>;
