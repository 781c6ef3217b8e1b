import {
  answerCallEndpoint,
  callerLookupEndpoint,
  callHistoryEndpoint,
  CUSTOMER_SEARCH_COUNT,
  dialEndpoint,
  endCallEndpoint,
  lineLoginEndpoint,
  lineLogoutEndpoint,
  recallEndpoint,
  rejectCallEndpoint,
  reportCallEventEndpoint,
  TELECOM_PAGE_SIZE,
  telecomListEndpoint,
  TELEPHONY_RECORDING_PATH,
  topics,
  type Endpoint,
  type EndpointRequest,
} from '@busdesk/api-contract';
import { callWidgetEndpoint, createWidgetRealtime, endpointUrl, mqttUrlFor, type WidgetRealtimeStatus } from '@busdesk/shared-kit/widget';
import type { TelephonyServices } from '../../shared/telephony-services';

/**
 * The softphone on a partner's page: the contract's calls with fetch and the `token` attribute as Bearer, and the
 * widget's own MQTT connection for the line's events (no portal around it), whose state goes to `onConnection`.
 */
export function widgetTelephonyServices(apiBase: string, token: string, onConnection?: (status: WidgetRealtimeStatus) => void): TelephonyServices {
  const call = <E extends Endpoint>(endpoint: E, request: EndpointRequest<E>) => callWidgetEndpoint(apiBase, token, endpoint, request);
  const realtime = createWidgetRealtime({ url: mqttUrlFor(apiBase), token, ...(onConnection ? { onStatus: onConnection } : {}) });
  return {
    listLines: async () => (await call(telecomListEndpoint, { page: 0, count: TELECOM_PAGE_SIZE })).result,
    logIn: (lineId) => call(lineLoginEndpoint, { lineId }),
    logOut: async (lineId) => void (await call(lineLogoutEndpoint, { lineId })),
    dial: (lineId, phoneNumber) => call(dialEndpoint, { lineId, phoneNumber }),
    answer: async (request) => void (await call(answerCallEndpoint, request)),
    reject: async (request) => void (await call(rejectCallEndpoint, request)),
    end: async (request) => void (await call(endCallEndpoint, request)),
    reportEvent: async (request) => void (await call(reportCallEventEndpoint, request)),
    history: async (request) => (await call(callHistoryEndpoint, request)).result,
    recordingUrl: ({ lineId, callId }) => `${endpointUrl(apiBase, TELEPHONY_RECORDING_PATH)}?${new URLSearchParams({ lineId, callId, token }).toString()}`,
    lookUpCaller: (phoneNumber) => call(callerLookupEndpoint, { phoneNumber, page: 0, count: CUSTOMER_SEARCH_COUNT }),
    recall: (request) => call(recallEndpoint, request),
    events: {
      subscribe: (number, handler) =>
        realtime.subscribeTopic(topics.lineCalls(number), (event) => {
          if (event.type === 'call' || event.type === 'line-taken') handler(event);
        }),
    },
  };
}
