import { sql, type SQL } from 'drizzle-orm';
import type { TActiveCall, TCallHistoryItem } from '@busdesk/api-contract';
import type { Database } from '../db/database';
import type { SqlRow } from '../db/row-types';
import type { callHistory, callRecordings, telephonyLineSessions } from '../db/schema/index';
import { inList, type SqlRunner } from '../db/sql';

type CallRow = SqlRow<typeof callHistory> & { has_recording: boolean };
export type CallRecord = CallRow;

/** Codes that end a call (002 §3): the panel returns to EMPTY on each. */
export const TERMINAL_CODES = ['HANGUP', 'HANGOUT', 'HANGOUT_OUTBOUND'] as const;
/** Codes that mean someone talks (an incoming call with one of these was not missed). */
export const TALKING_CODES = ['LISTENING_IN', 'LISTENING_OUT', 'INPROGRESS'] as const;
export const isTerminalCode = (code: string) => (TERMINAL_CODES as readonly string[]).includes(code);
export const isTalkingCode = (code: string) => (TALKING_CODES as readonly string[]).includes(code);

/** One event of a call, as the recorder writes it. */
export interface CallEventWrite {
  partnerId: string;
  lineId: string;
  extension: string;
  callId: string;
  code: string;
  /** The other party ('' when the event did not say: the stored one stays). */
  phone: string;
  direction: 'in' | 'out';
  at: number;
  deliveryNote: string | null;
  /**
   * Only if the stored call's status is one of these (the local exchange's transitions: answer only a ringing call).
   * Without it, any event of an unfinished call applies; a finished call takes no more events (a late or repeated
   * provider event changes nothing), nor does a call of another line that happens to have the same id.
   */
  onlyFrom?: readonly string[];
  /** A new call only: refuse (answer null) when the call already exists. */
  newCall?: boolean;
}

/** What names a call wherever it is shown, in the history or as the call in progress. */
const callIdentity = (r: CallRow) => ({
  callId: r.call_id,
  phoneNumber: r.phone_number,
  // The column is plain text; the API knows two directions, so anything but 'out' reads as incoming.
  direction: r.direction === 'out' ? ('out' as const) : ('in' as const),
  callStartTime: r.call_start_time,
});

export const toHistoryItem = (r: CallRow): TCallHistoryItem => ({
  ...callIdentity(r),
  extension: r.extension,
  status: r.status,
  callEndTime: r.call_end_time,
  // A call still ringing has not been answered yet: it says nothing until it ends.
  answered: r.answered_at !== null ? true : r.call_end_time !== null ? false : null,
  answeredTime: r.answered_at,
  missed: r.direction === 'in' && r.answered_at === null && r.call_end_time !== null,
  recalled: r.recalled_at !== null,
  lineRecall: r.recall_line,
  hasRecording: r.has_recording,
});

export const toActiveCall = (r: CallRow): TActiveCall => ({ ...callIdentity(r), code: r.status });

const SELECT_CALL = sql`select h.*, exists(select 1 from call_recordings c where c.call_history_id = h.id) as has_recording from call_history h`;

export type LineSessionRow = SqlRow<typeof telephonyLineSessions> & { user_name: string; session_valid: boolean };

/**
 * The calls of the agencies' lines (call_history, one row per call), their recordings, and who is logged in to each
 * line (docs/adr/0088). Every read is scoped by the caller to one partner or one line of it.
 */
export function createCallsRepository(database: Database) {
  const one = async <T extends Record<string, unknown>>(runner: SqlRunner, query: SQL): Promise<T | null> => (await runner.rows<T>(query))[0] ?? null;

  return {
    /**
     * Writes one event: inserts the call or updates it (status; the phone when the event names one; when it was
     * first answered; when it ended). Answers the call as stored, or null when the event does not apply (see
     * CallEventWrite.onlyFrom / newCall; a finished call).
     */
    async recordEvent(runner: SqlRunner, e: CallEventWrite): Promise<CallRow | null> {
      const answeredAt = isTalkingCode(e.code) ? e.at : null;
      const endedAt = isTerminalCode(e.code) ? e.at : null;
      const guard = e.newCall
        ? sql`false`
        : e.onlyFrom
          ? sql`call_history.call_end_time is null and call_history.status in ${inList([...e.onlyFrom])}`
          : sql`call_history.call_end_time is null`;
      const row = await one<{ id: string }>(
        runner,
        sql`insert into call_history (partner_id, call_id, phone_number, extension, line_id, direction, status, call_start_time, answered_at, call_end_time, delivery_note)
          values (${e.partnerId}, ${e.callId}, ${e.phone}, ${e.extension}, ${e.lineId}, ${e.direction}, ${e.code}, ${e.at}, ${answeredAt}, ${endedAt}, ${e.deliveryNote})
          on conflict (partner_id, call_id) do update set
            status = excluded.status,
            phone_number = case when excluded.phone_number <> '' then excluded.phone_number else call_history.phone_number end,
            answered_at = coalesce(call_history.answered_at, excluded.answered_at),
            call_end_time = excluded.call_end_time
          where call_history.line_id = excluded.line_id and ${guard}
          returning id`,
      );
      if (!row) return null;
      return one<CallRow>(runner, sql`${SELECT_CALL} where h.id = ${row.id}`);
    },

    /** Whether a local call with this id would be new (onlyFrom: null when absent). */
    call: (partnerId: string, callId: string, runner: SqlRunner = database): Promise<CallRow | null> =>
      one<CallRow>(runner, sql`${SELECT_CALL} where h.partner_id = ${partnerId} and h.call_id = ${callId}`),

    /** The line's unfinished calls, oldest first. */
    activeCalls: (lineId: string, runner: SqlRunner = database): Promise<CallRow[]> =>
      runner.rows<CallRow>(sql`${SELECT_CALL} where h.line_id = ${lineId} and h.call_end_time is null order by h.call_start_time, h.id`),

    /** The line's calls in a window, newest first; `phone` narrows to one number (stored form). */
    history: (lineId: string, from: number, to: number, phone: string | null, limit: number): Promise<CallRow[]> =>
      database.rows<CallRow>(
        sql`${SELECT_CALL} where h.line_id = ${lineId} and h.call_start_time between ${from} and ${to}
          ${phone ? sql`and h.phone_number = ${phone}` : sql``}
          order by h.call_start_time desc, h.id desc limit ${limit}`,
      ),

    /** The agency's latest calls with a phone, newest first. */
    byPhone: (partnerId: string, phone: string, limit: number): Promise<CallRow[]> =>
      database.rows<CallRow>(sql`${SELECT_CALL} where h.partner_id = ${partnerId} and h.phone_number = ${phone} order by h.call_start_time desc, h.id desc limit ${limit}`),

    /** The agency's calls among these ids (a provider's history merged with what we know: recalls). */
    byCallIds: (partnerId: string, callIds: readonly string[]): Promise<CallRow[]> =>
      callIds.length ? database.rows<CallRow>(sql`${SELECT_CALL} where h.partner_id = ${partnerId} and h.call_id in ${inList(callIds)}`) : Promise.resolve([]),

    /** Marks a missed call recalled (once: answers false when it was not missed or was recalled already). */
    async markRecalled(runner: SqlRunner, partnerId: string, callId: string, lineNumber: string, at: number): Promise<boolean> {
      const rows = await runner.rows(
        sql`update call_history set recalled_at = ${at}, recall_line = ${lineNumber}
          where partner_id = ${partnerId} and call_id = ${callId} and direction = 'in' and answered_at is null
            and call_end_time is not null and recalled_at is null
          returning id`,
      );
      return rows.length === 1;
    },

    async saveRecording(runner: SqlRunner, callHistoryId: string, mediaType: string, audio: Buffer, deliveryNote: string | null): Promise<void> {
      await runner.rows(
        sql`insert into call_recordings (call_history_id, media_type, audio, delivery_note) values (${callHistoryId}, ${mediaType}, ${audio}, ${deliveryNote})
          on conflict (call_history_id) do nothing`,
      );
    },

    /** A call's stored recording (the caller has checked the call is the agency's). */
    async recording(callHistoryId: string): Promise<{ mediaType: string; audio: Buffer } | null> {
      const row = await one<Pick<SqlRow<typeof callRecordings>, 'media_type' | 'audio'>>(database, sql`select media_type, audio from call_recordings where call_history_id = ${callHistoryId}`);
      return row ? { mediaType: row.media_type, audio: Buffer.from(row.audio) } : null;
    },

    /** Who is logged in to the line, and whether that login's auth session still stands. */
    holder: (lineId: string, runner: SqlRunner = database): Promise<LineSessionRow | null> =>
      one<LineSessionRow>(
        runner,
        sql`select ls.*, u.name as user_name,
            (s.revoked_at is null and s.expires_at > (extract(epoch from clock_timestamp()) * 1000)::bigint and u.is_active) as session_valid
          from telephony_line_sessions ls join sessions s on s.id = ls.session_id join partner_users u on u.id = ls.user_id
          where ls.line_id = ${lineId}`,
      ),

    /** The holders of several lines (the simulator's list). */
    holders: (lineIds: readonly string[]): Promise<LineSessionRow[]> =>
      lineIds.length
        ? database.rows<LineSessionRow>(
            sql`select ls.*, u.name as user_name,
                (s.revoked_at is null and s.expires_at > (extract(epoch from clock_timestamp()) * 1000)::bigint and u.is_active) as session_valid
              from telephony_line_sessions ls join sessions s on s.id = ls.session_id join partner_users u on u.id = ls.user_id
              where ls.line_id in ${inList(lineIds)}`,
          )
        : Promise.resolve([]),

    async setHolder(runner: SqlRunner, lineId: string, loginId: string, userId: string, sessionId: string, at: number): Promise<void> {
      await runner.rows(
        sql`insert into telephony_line_sessions (line_id, login_id, user_id, session_id, since) values (${lineId}, ${loginId}, ${userId}, ${sessionId}, ${at})
          on conflict (line_id) do update set login_id = excluded.login_id, user_id = excluded.user_id, session_id = excluded.session_id, since = excluded.since`,
      );
    },

    /** Ends the login of this auth session on the line (another session's login stays). Answers whether one ended. */
    async removeHolder(lineId: string, sessionId: string): Promise<boolean> {
      const rows = await database.rows(sql`delete from telephony_line_sessions where line_id = ${lineId} and session_id = ${sessionId} returning line_id`);
      return rows.length === 1;
    },

    /** Locks the line's row for the transaction: its logins and local calls change one at a time. */
    async lockLine(runner: SqlRunner, lineId: string): Promise<void> {
      await runner.rows(sql`select id from telecom_numbers where id = ${lineId} for update`);
    },
  };
}
export type CallsRepository = ReturnType<typeof createCallsRepository>;
