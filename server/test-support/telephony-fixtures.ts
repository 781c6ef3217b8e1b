import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import {
  TELEPHONY_WEBHOOK_HEADERS,
  telecomCreateEndpoint,
  type TCallHistoryItem,
  type TLineLoginResponse,
} from '@busdesk/api-contract';
import type { BusdeskApp } from '../src/app';
import { signWebhook } from '../src/payments/webhook-signature';
import { bearer } from './test-app';

/** The demo seed's local-exchange lines (server/src/db/seed/seed-sales.ts). */
export const LOCAL_LINES = { bxmd: { id: 'tn-4', number: '1009' }, saoviet: { id: 'tn-5', number: '2009' } } as const;

/** POST / GET an API call as a user; `token` null: anonymous. */
export function telephonyCaller(app: BusdeskApp) {
  return {
    post: (path: string, token: string | null, payload: object = {}): Promise<LightMyRequestResponse> =>
      app.inject({ method: 'POST', url: path, headers: token ? bearer(token) : {}, payload }),
    get: (path: string, token: string | null, query: Record<string, string> = {}): Promise<LightMyRequestResponse> =>
      app.inject({ method: 'GET', url: `${path}?${new URLSearchParams(query).toString()}`, headers: token ? bearer(token) : {} }),
  };
}

export const resultsOf = <T>(res: LightMyRequestResponse): T => (res.json() as { results: T }).results;
export const loginOf = (res: LightMyRequestResponse) => resultsOf<TLineLoginResponse>(res);
export const historyOf = (res: LightMyRequestResponse) => resultsOf<{ result: TCallHistoryItem[] }>(res).result;

/** A line of the ADMIN's agency on a telecom company, made through the lines API (its config checked as a user's). */
export async function createLine(app: BusdeskApp, adminToken: string, telecomCompanyId: string, number: string, config: Record<string, unknown>): Promise<string> {
  const res = await app.inject({ method: 'POST', url: telecomCreateEndpoint.path, headers: bearer(adminToken), payload: { telecomCompanyId, number, telecomConfig: JSON.stringify(config) } });
  if (res.statusCode !== 200) throw new Error(`line ${number}: ${res.body}`);
  return (res.json() as { results: { result: { id: string } } }).results.result.id;
}

/** The headers of a webhook delivery of `body` for the line, signed with `secret` (the provider's side). */
export function signedHeaders(secret: string, lineNumber: string, body: string, nowMs = Date.now()): Record<string, string> {
  const timestamp = Math.floor(nowMs / 1000);
  return {
    'content-type': 'application/json',
    [TELEPHONY_WEBHOOK_HEADERS.line]: lineNumber,
    [TELEPHONY_WEBHOOK_HEADERS.timestamp]: String(timestamp),
    [TELEPHONY_WEBHOOK_HEADERS.signature]: signWebhook(secret, timestamp, lineNumber, body),
  };
}

/** A line's stored calls, straight from the database (the truth behind the answers). */
export const storedCalls = (app: BusdeskApp, lineId: string) =>
  app.database.rows<{ call_id: string; status: string; phone_number: string; direction: string; answered_at: number | null; call_end_time: number | null; delivery_note: string | null; recalled_at: number | null; recall_line: string | null }>(
    sql`select call_id, status, phone_number, direction, answered_at, call_end_time, delivery_note, recalled_at, recall_line from call_history where line_id = ${lineId} order by call_start_time, id`,
  );

export interface WavInfo {
  format: number;
  channels: number;
  sampleRate: number;
  bitsPerSample: number;
  seconds: number;
  /** Root mean square of the samples, 0–32767: 0 is silence. */
  rms: number;
}

/**
 * Reads a RIFF/WAVE file by the format's own rules (independently of our writer): RIFF size = file size − 8, a 'fmt '
 * chunk, a 'data' chunk whose size fits the file; throws on anything else.
 */
export function readWav(bytes: Buffer): WavInfo {
  if (bytes.toString('ascii', 0, 4) !== 'RIFF' || bytes.toString('ascii', 8, 12) !== 'WAVE') throw new Error('not RIFF/WAVE');
  if (bytes.readUInt32LE(4) !== bytes.length - 8) throw new Error('RIFF size does not match the file');
  let at = 12;
  let fmt: { format: number; channels: number; sampleRate: number; byteRate: number; blockAlign: number; bitsPerSample: number } | null = null;
  let data: Buffer | null = null;
  while (at + 8 <= bytes.length) {
    const id = bytes.toString('ascii', at, at + 4);
    const size = bytes.readUInt32LE(at + 4);
    if (at + 8 + size > bytes.length) throw new Error(`chunk ${id} runs past the end`);
    if (id === 'fmt ') {
      fmt = { format: bytes.readUInt16LE(at + 8), channels: bytes.readUInt16LE(at + 10), sampleRate: bytes.readUInt32LE(at + 12), byteRate: bytes.readUInt32LE(at + 16), blockAlign: bytes.readUInt16LE(at + 20), bitsPerSample: bytes.readUInt16LE(at + 22) };
    }
    if (id === 'data') data = bytes.subarray(at + 8, at + 8 + size);
    at += 8 + size + (size % 2);
  }
  if (!fmt || !data) throw new Error('no fmt or data chunk');
  if (fmt.byteRate !== (fmt.sampleRate * fmt.channels * fmt.bitsPerSample) / 8 || fmt.blockAlign !== (fmt.channels * fmt.bitsPerSample) / 8) throw new Error('inconsistent fmt');
  let sum = 0;
  const n = data.length / 2;
  for (let i = 0; i < n; i++) sum += data.readInt16LE(i * 2) ** 2;
  return { format: fmt.format, channels: fmt.channels, sampleRate: fmt.sampleRate, bitsPerSample: fmt.bitsPerSample, seconds: data.length / fmt.byteRate, rms: Math.sqrt(sum / Math.max(1, n)) };
}
