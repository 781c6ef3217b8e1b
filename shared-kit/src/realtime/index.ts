export { connectRealtime, disconnectRealtime, subscribeTopic, MQTT_USERNAME } from './realtime-client';
export type { ConnectRealtimeOptions, RealtimeHandler, SubscribeTopicOptions } from './realtime-client';
export {
  nextReconnectDelay,
  CONNECT_TIMEOUT_MS,
  RECONNECT_FACTOR,
  RECONNECT_FIRST_DELAY_MS,
  RECONNECT_MAX_DELAY_MS,
} from './reconnect-schedule';
export { whenIdleAfter } from './after-first-paint';
