/**
 * The realtime events module (zod schemas of every event, decodeRealtimeEvent, TOPIC_EVENTS) on demand: the browser's
 * realtime client loads it with mqtt.js, after the first paint, so the shell's first paint carries no event schema.
 */
export const loadRealtimeEvents = () => import('./events');
