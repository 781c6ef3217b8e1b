import { isTelecomProvider, MSG, normalizePhone, parseTelecomConfigText, WAV_MEDIA_TYPE } from '@busdesk/api-contract';
import type { ChangeFeed } from '../changes/change-feed';
import { txRunner, type SqlRunner } from '../db/sql';
import { HttpError } from '../lib/http-error';
import { LOCAL_DELIVERY_NOTE } from '../messaging/delivery';
import { isTerminalCode, type CallRecord, type CallsRepository } from '../repositories/calls-repository';
import type { TelecomLineRow } from '../repositories/telecom-repository';
import { simulatedRecording } from './local/simulated-recording';
import type { DriverEvent, DriverLine } from './providers/telephony-driver';

/** A stored line as the drivers see it (an unknown provider reads as sip, as the lines' screen shows it). */
export function driverLine(row: TelecomLineRow): DriverLine {
  return {
    id: row.id,
    partnerId: row.partnerId,
    number: row.number,
    provider: isTelecomProvider(row.provider) ? row.provider : 'sip',
    telecomCompanyName: row.telecomCompanyName,
    config: parseTelecomConfigText(row.telecomConfig) ?? {},
  };
}

/**
 * The form a phone is kept and matched in: a phone number (9 digits or more) in the tickets' stored form
 * (rules/phone.ts, '+84 912…' → '0912…'), so a caller finds their tickets; an extension as it is.
 */
export function storedPhone(raw: string): string {
  const trimmed = raw.trim();
  return trimmed.replace(/\D/g, '').length >= 9 ? normalizePhone(trimmed) : trimmed;
}

/** What to do when an event does not apply to the stored call: refuse with a message (409), or ignore it. */
export type Refusal = { refuse: string } | 'ignore';

export interface RecordOptions {
  /** The line must have no unfinished call (the local exchange: one call per line). */
  requireIdle?: boolean;
  refusal?: Refusal;
  /** Runs first, in the same transaction (a recall marks the missed call). */
  before?: (runner: SqlRunner) => Promise<void>;
}

/**
 * Records call events of a line (docs/adr/0088): each upserts the call in call_history and records a `call` change in
 * the same transaction (ADR 0037), which the telephony consumer publishes on line/{number}/calls after the commit. The
 * line's row is locked for the transaction, so a line's events apply one at a time. A local call that ends after it
 * was answered gets its simulated recording in the same transaction.
 */
export function createCallRecorder(deps: { feed: ChangeFeed; calls: CallsRepository; now: () => number }) {
  return async function record(line: DriverLine, events: readonly DriverEvent[], opts: RecordOptions = {}): Promise<CallRecord[]> {
    return deps.feed.transaction(async (tx, change) => {
      const runner = txRunner(tx);
      await deps.calls.lockLine(runner, line.id);
      if (opts.before) await opts.before(runner);
      if (opts.requireIdle && (await deps.calls.activeCalls(line.id, runner)).length > 0) throw new HttpError(409, MSG.telephony.lineBusy);
      const local = line.provider === 'local';
      const rows: CallRecord[] = [];
      for (const e of events) {
        const at = deps.now();
        const row = await deps.calls.recordEvent(runner, {
          partnerId: line.partnerId,
          lineId: line.id,
          extension: line.number,
          callId: e.callId,
          code: e.code,
          phone: e.phone ? storedPhone(e.phone) : '',
          direction: e.direction,
          at,
          deliveryNote: local ? LOCAL_DELIVERY_NOTE : null,
          ...(e.onlyFrom ? { onlyFrom: e.onlyFrom } : {}),
          ...(e.newCall ? { newCall: true } : {}),
        });
        if (!row) {
          const refusal = opts.refusal ?? { refuse: MSG.telephony.callNotFound };
          if (refusal === 'ignore') continue;
          // Nothing of this transaction stays: an earlier event of the list is undone with it.
          throw new HttpError(409, refusal.refuse);
        }
        if (local && isTerminalCode(row.status) && row.answered_at !== null && row.call_end_time !== null) {
          await deps.calls.saveRecording(runner, row.id, WAV_MEDIA_TYPE, simulatedRecording((row.call_end_time - row.answered_at) / 1000), LOCAL_DELIVERY_NOTE);
        }
        await change({
          kind: 'call',
          partnerId: line.partnerId,
          number: line.number,
          callId: row.call_id,
          code: e.code,
          phone: row.phone_number,
          direction: row.direction === 'out' ? 'out' : 'in',
          at,
        });
        rows.push(row);
      }
      return rows;
    });
  };
}
export type CallRecorder = ReturnType<typeof createCallRecorder>;
