import WebSocket from 'ws';
import { ZProviderCallEvent, type TProviderCallEvent } from '@busdesk/api-contract';
import type { Logger } from '../../lib/logger';
import { configText, type DriverLine } from './telephony-driver';

/** 002 §7: a heartbeat to the call socket every 10 s. */
export const CALL_SOCKET_HEARTBEAT_MS = 10_000;

export interface CallSocketsOptions {
  /** A provider event read from a line's socket (its shape checked); the service records it. */
  onEvent(line: DriverLine, event: TProviderCallEvent): Promise<void>;
  log: Logger;
  heartbeatMs?: number;
  /** The first wait before reconnecting a dropped socket; doubles up to 30 s. */
  reconnectMs?: number;
}

interface OpenSocket {
  line: DriverLine;
  ws: WebSocket | null;
  heartbeat: NodeJS.Timeout | undefined;
  retry: NodeJS.Timeout | undefined;
  wait: number;
  wanted: boolean;
  /** The line's events recorded so far: the next one waits for it (see `connect`). */
  recorded: Promise<void>;
}

/**
 * Provider A's call sockets (002 §7: 'websocket … listeners for call events, with a heartbeat to the call socket every
 * 10 s'; the formats are ours): one client WebSocket per logged-in line to its socketUrl. On open it sends
 * {type:'login', extension, domain, key}; every heartbeat {type:'heartbeat', extension, at}; each message that is a
 * call event (ZProviderCallEvent) is handed to `onEvent`, one after another in the order they arrived. A dropped
 * socket reconnects while the line stays logged in.
 */
export function createCallSockets(opts: CallSocketsOptions) {
  const heartbeatMs = opts.heartbeatMs ?? CALL_SOCKET_HEARTBEAT_MS;
  const firstWait = opts.reconnectMs ?? 1000;
  const sockets = new Map<string, OpenSocket>();

  function connect(entry: OpenSocket): void {
    const { line } = entry;
    const ws = new WebSocket(configText(line, 'socketUrl'), { handshakeTimeout: 30_000, maxPayload: 256 * 1024 });
    entry.ws = ws;
    ws.on('open', () => {
      entry.wait = firstWait;
      ws.send(JSON.stringify({ type: 'login', extension: line.number, domain: configText(line, 'domain'), key: configText(line, 'key') }));
      entry.heartbeat = setInterval(() => {
        if (ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify({ type: 'heartbeat', extension: line.number, at: Date.now() }));
      }, heartbeatMs);
      entry.heartbeat.unref();
    });
    ws.on('message', (data, isBinary) => {
      if (isBinary) return;
      let json: unknown;
      try {
        json = JSON.parse(data.toString());
      } catch {
        return;
      }
      const event = ZProviderCallEvent.safeParse(json);
      // Heartbeat answers and other control messages are not call events.
      if (!event.success) return;
      // One at a time, in the socket's order: recorded concurrently, a HANGOUT could take the line's lock before the
      // RINGING_IN sent just before it and end a call that then refuses its ringing (a finished call takes no more).
      entry.recorded = entry.recorded
        .then(() => opts.onEvent(entry.line, event.data))
        .catch((err: unknown) => opts.log.warn({ err, line: line.number }, 'call socket event not recorded'));
    });
    ws.on('error', (err) => opts.log.warn({ err: err.message, line: line.number }, 'call socket error'));
    ws.on('close', () => {
      clearInterval(entry.heartbeat);
      entry.heartbeat = undefined;
      entry.ws = null;
      if (!entry.wanted || sockets.get(line.id) !== entry) return;
      entry.retry = setTimeout(() => connect(entry), entry.wait);
      entry.retry.unref();
      entry.wait = Math.min(entry.wait * 2, 30_000);
    });
  }

  function close(lineId: string): void {
    const entry = sockets.get(lineId);
    if (!entry) return;
    sockets.delete(lineId);
    entry.wanted = false;
    clearInterval(entry.heartbeat);
    clearTimeout(entry.retry);
    entry.ws?.close();
  }

  return {
    /** Opens (or reopens, with the line's current config) the line's socket. */
    open(line: DriverLine): void {
      close(line.id);
      const entry: OpenSocket = { line, ws: null, heartbeat: undefined, retry: undefined, wait: firstWait, wanted: true, recorded: Promise.resolve() };
      sockets.set(line.id, entry);
      connect(entry);
    },
    close,
    closeAll(): void {
      for (const id of [...sockets.keys()]) close(id);
    },
    isOpen: (lineId: string): boolean => sockets.get(lineId)?.ws?.readyState === WebSocket.OPEN,
  };
}
export type CallSockets = ReturnType<typeof createCallSockets>;
