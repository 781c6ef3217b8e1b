import { topics } from '@busdesk/api-contract';
import type { ChangeConsumer } from '../changes/change';
import type { Logger } from '../lib/logger';
import type { RealtimePublisher } from '../realtime/realtime-publisher';

/**
 * Publishes the lines' committed call events (docs/adr/0088) on line/{number}/calls, whose subscribe ACL admits only
 * users of the line's agency: `call` for each recorded event, in commit order, and `line-taken` when a login took a
 * line over. A failed publish is logged; the panel catches up from the line login's activeCall and the history.
 */
export function createCallsConsumer(deps: { realtime: RealtimePublisher; log: Logger }): ChangeConsumer {
  return {
    name: 'telephony',
    async handle(batch) {
      for (const { change } of batch) {
        try {
          if (change.kind === 'call') {
            await deps.realtime.publish(topics.lineCalls(change.number), {
              type: 'call',
              code: change.code,
              ...(change.phone ? { phone: change.phone } : {}),
              number: change.number,
              callId: change.callId,
              direction: change.direction,
              at: change.at,
            });
          } else if (change.kind === 'line-taken') {
            await deps.realtime.publish(topics.lineCalls(change.number), { type: 'line-taken', number: change.number, loginId: change.loginId, userName: change.userName, at: change.at });
          }
        } catch (err) {
          deps.log.warn({ err, kind: change.kind }, 'telephony event not published');
        }
      }
    },
  };
}
