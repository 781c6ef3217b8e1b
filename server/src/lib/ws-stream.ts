import type { Duplex } from 'node:stream';
import { createWebSocketStream, type WebSocket } from 'ws';

/**
 * The WebSocket as the byte stream aedes reads and writes, one WebSocket frame per MQTT packet.
 *
 * mqtt-packet writes a PUBLISH as five small chunks (header, length, topic length, topic, payload) between
 * cork() and a next-tick uncork(). ws's own stream has no writev, so each chunk became its own frame and its
 * own socket write, and the next chunk waited for the previous write's callback: 5 frames per subscriber, and
 * with 1,000 subscribers 5,000 writes per event. With writev the corked chunks leave as one frame; everything
 * else (reading, pause/resume backpressure, close and destroy) stays ws's tested adapter. Packets queued behind a
 * pending write may share a frame: MQTT over WebSocket lets a frame carry several packets (3.1.1 §6).
 * Server-side sockets are already open when handed over, so there is no CONNECTING state to wait for here.
 */
export function websocketStream(socket: WebSocket): Duplex {
  return createWebSocketStream(socket, {
    writev(chunks: Array<{ chunk: Buffer | string; encoding: BufferEncoding }>, callback: (err?: Error | null) => void) {
      const parts = chunks.map(({ chunk, encoding }) => (typeof chunk === 'string' ? Buffer.from(chunk, encoding) : chunk));
      // ws.send's callback fires once the frame is handed to the kernel: the Writable keeps later packets
      // buffered until then, so a slow subscriber fills its own buffer (aedes waits for 'drain') and no one else's.
      socket.send(parts.length === 1 && parts[0] ? parts[0] : Buffer.concat(parts), { binary: true }, callback);
    },
  });
}
