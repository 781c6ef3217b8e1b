import { topics } from '@busdesk/api-contract';
import { subscribeTopic } from '@busdesk/shared-kit';
import { answerCall } from '../features/call/api/answer-call';
import { dialNumber } from '../features/call/api/dial-number';
import { endCall } from '../features/call/api/end-call';
import { lookUpCaller } from '../features/call/api/look-up-caller';
import { rejectCall } from '../features/call/api/reject-call';
import { reportCallEvent } from '../features/call/api/report-call-event';
import { listCallHistory } from '../features/history/api/list-call-history';
import { recallMissedCall } from '../features/history/api/recall-missed-call';
import { recordingUrl } from '../features/history/api/recording-url';
import { listLines } from '../features/lines/api/list-lines';
import { logInLine } from '../features/lines/api/log-in-line';
import { logOutLine } from '../features/lines/api/log-out-line';
import type { TelephonyServices } from '../shared/telephony-services';

/** The softphone in the portal: shared-kit's API clients and the page's one realtime connection. */
export const portalTelephonyServices: TelephonyServices = {
  listLines,
  logIn: logInLine,
  logOut: logOutLine,
  dial: dialNumber,
  answer: answerCall,
  reject: rejectCall,
  end: endCall,
  reportEvent: reportCallEvent,
  history: listCallHistory,
  recordingUrl: (request) => recordingUrl(request),
  lookUpCaller,
  recall: recallMissedCall,
  events: {
    subscribe: (number, handler, onRefused) =>
      subscribeTopic(topics.lineCalls(number), (event) => {
        if (event.type === 'call' || event.type === 'line-taken') handler(event);
      }, { onRefused }),
  },
};
