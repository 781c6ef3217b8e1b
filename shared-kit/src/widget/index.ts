// `@busdesk/shared-kit/widget`: what the standalone widget bundles (<busdesk-seat-map>, <busdesk-quick-search>,
// <busdesk-softphone>) use instead of the portal's clients — fetch with the `token` attribute, and their own MQTT
// connection. Not exported from the package index: it imports mqtt.js statically, and the portal's shared-kit loads
// mqtt.js only when it connects (DESIGN §3). Not an import-map module either: only the IIFE widget builds import it.
export { callWidgetEndpoint, endpointUrl, queryString, WidgetApiError } from './widget-api';
export { createWidgetRealtime, mqttUrlFor, type WidgetEvents, type WidgetRealtime, type WidgetRealtimeOptions, type WidgetRealtimeStatus } from './widget-realtime';
export { ShadowWidgetRoot, type ShadowWidgetRootProps } from './shadow-widget-root';
