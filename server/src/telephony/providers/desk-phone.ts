import { CallEventCode, MSG, type TCallHistoryItem } from '@busdesk/api-contract';
import { z } from 'zod';
import { badRequest } from '../../lib/http-error';
import type { CallRecord } from '../../repositories/calls-repository';
import { recordOf, textOf } from './provider-http';
import type { DriverEvent, DriverLine, HistoryQuery } from './telephony-driver';

/**
 * What providers A, B and C share (002 §8): a call is picked up and hung up on the desk phone, so answer and reject
 * are 'Chức năng đang được phát triển'; the panel's end closes the call in our history (the provider's own hang-up
 * event, if it comes later, finds it closed and changes nothing).
 */
export const deskPhoneActions = {
  answer: async (): Promise<DriverEvent[]> => {
    throw badRequest(MSG.telephony.comingSoon);
  },
  reject: async (): Promise<DriverEvent[]> => {
    throw badRequest(MSG.telephony.comingSoon);
  },
  end: async (_line: DriverLine, call: CallRecord): Promise<DriverEvent[]> => [
    { callId: call.call_id, code: CallEventCode.HANGUP, phone: '', direction: call.direction === 'out' ? 'out' : 'in' },
  ],
};

/** The provider's id of a call it placed ({callId} or {data: {callId}}, call_id and uuid accepted), else ours. */
export function placedCallId(json: unknown, fallback: string): string {
  const body = recordOf(json);
  const data = recordOf(body?.data);
  for (const source of [body, data]) {
    const id = textOf(source?.callId) ?? textOf(source?.call_id) ?? textOf(source?.uuid);
    if (id && id.length <= 100) return id;
  }
  return fallback;
}

/**
 * A call of a provider's history (B's report, C's GetCallHistoryByPhone): 002 §3's history item (callId, phoneNumber,
 * extension, callStartTime, epoch ms) and what we read beside it when present (the formats are not in the seed).
 */
const ZProviderHistoryItem = z
  .object({
    callId: z.union([z.string().min(1).max(100), z.number()]).transform(String),
    phoneNumber: z.string().max(60),
    extension: z.union([z.string(), z.number()]).transform(String).optional(),
    callStartTime: z.number().int().min(0),
    callEndTime: z.number().int().min(0).nullish(),
    direction: z.enum(['in', 'out']).optional(),
    status: z.string().max(40).optional(),
    answered: z.boolean().optional(),
    hasRecording: z.boolean().optional(),
  })
  .loose();

/**
 * The items of a provider's history answer (`list`), newest first, inside the window and for the phone asked, at most
 * `limit`; an item that is not a history item is skipped (one odd row does not lose the page).
 */
export function providerHistory(line: DriverLine, list: unknown, query: HistoryQuery): TCallHistoryItem[] {
  const items: TCallHistoryItem[] = [];
  for (const raw of Array.isArray(list) ? list : []) {
    const parsed = ZProviderHistoryItem.safeParse(raw);
    if (!parsed.success) continue;
    const item = parsed.data;
    if (item.callStartTime < query.from || item.callStartTime > query.to) continue;
    if (query.phone && item.phoneNumber !== query.phone) continue;
    const direction = item.direction ?? 'in';
    items.push({
      callId: item.callId,
      phoneNumber: item.phoneNumber,
      extension: item.extension ?? line.number,
      direction,
      status: item.status ?? CallEventCode.HANGUP,
      callStartTime: item.callStartTime,
      callEndTime: item.callEndTime ?? null,
      answered: item.answered ?? null,
      answeredTime: null,
      missed: direction === 'in' && item.answered === false,
      recalled: false,
      lineRecall: null,
      hasRecording: item.hasRecording ?? false,
    });
  }
  items.sort((a, b) => b.callStartTime - a.callStartTime);
  return items.slice(0, query.limit);
}
