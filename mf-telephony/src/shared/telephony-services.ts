import type {
  TCallActionRequest,
  TCallHistoryItem,
  TCallHistoryRequest,
  TCallerLookupResponse,
  TDialResponse,
  TLineLoginResponse,
  TRecallRequest,
  TRecallResponse,
  TRecordingRequest,
  TReportCallEventRequest,
  TTelecomNumber,
} from '@busdesk/api-contract';
import type { BusCallEvent } from '@busdesk/shared-kit';

/** A line's events as they arrive: subscribe for as long as the panel is logged in to the line. */
export interface LineEvents {
  /**
   * Subscribes line/{number}/calls; `onRefused` when the broker refuses the topic (not the user's agency's line).
   * Returns the unsubscribe.
   */
  subscribe(number: string, handler: (event: BusCallEvent) => void, onRefused?: () => void): () => void;
}

/**
 * Everything the softphone asks of the server (api-contract/src/api/telephony.ts, docs/adr/0088), behind one
 * interface: the portal's implementation goes through shared-kit's clients and page connection (app/), the widget's
 * through fetch with its token and its own MQTT connection (widgets/softphone/), stories and tests through an
 * in-memory fake (test-support/fake-telephony-services.ts).
 */
export interface TelephonyServices {
  /** The agency's extension lines (002 §7 'Telecom lines list', page 0, count 50). */
  listLines(): Promise<TTelecomNumber[]>;
  logIn(lineId: string): Promise<TLineLoginResponse>;
  logOut(lineId: string): Promise<void>;
  dial(lineId: string, phoneNumber: string): Promise<TDialResponse>;
  answer(request: TCallActionRequest): Promise<void>;
  reject(request: TCallActionRequest): Promise<void>;
  end(request: TCallActionRequest): Promise<void>;
  /** A SIP line's panel reports the events its phone sees. */
  reportEvent(request: TReportCallEventRequest): Promise<void>;
  history(request: TCallHistoryRequest): Promise<TCallHistoryItem[]>;
  /** The address an <audio> element plays the call's recording from. */
  recordingUrl(request: TRecordingRequest): string;
  lookUpCaller(phoneNumber: string): Promise<TCallerLookupResponse>;
  recall(request: TRecallRequest): Promise<TRecallResponse>;
  events: LineEvents;
}
