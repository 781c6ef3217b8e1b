import type { TRealtimeEvent } from '@busdesk/api-contract';

/** The one way anything reaches a browser live: the broker plugin implements it (plugins/app/realtime.ts). */
export interface RealtimePublisher {
  /** The event is checked against the contract and must be one the topic carries. */
  publish(topic: string, event: TRealtimeEvent, opts?: { retain?: boolean }): Promise<void>;
}
