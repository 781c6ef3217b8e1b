import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import * as ws from 'ws';
import { createWebSocketStream, WebSocket } from 'ws';

/** ws' frame builder (`Sender.frame`; ws exports `Sender`, @types/ws does not declare it). */
const { Sender } = ws as unknown as {
  Sender: { frame(data: Buffer, options: { fin: boolean; rsv1: boolean; opcode: number; mask: boolean; readOnly: boolean }): Buffer[] };
};
const BINARY = 0x02;

/**
 * A packet's bytes as one binary, unmasked, uncompressed WebSocket frame (what ws.send writes for them), kept while
 * the bytes live: aedes writes the same buffer to every subscriber of a QoS 0 event (ADR 0109), so the frame is
 * built once per event, not once per subscriber.
 */
const frames = new WeakMap<Buffer, Buffer>();
function frameOf(bytes: Buffer): Buffer {
  let frame = frames.get(bytes);
  if (frame === undefined) {
    frame = Buffer.concat(Sender.frame(bytes, { fin: true, rsv1: false, opcode: BINARY, mask: false, readOnly: false }));
    frames.set(bytes, frame);
  }
  return frame;
}

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
 *
 * `tcp` is the connection's own socket (the upgraded request's). Given, a whole packet written while nothing of this
 * connection waits anywhere (the stream's buffer, ws' sender, the socket's buffer) goes straight to it as a
 * ready-made frame (ADR 0112): the same bytes at the same place in the connection as ws.send would put them, without
 * the stream's and ws' per-write bookkeeping, which was most of the broker's own cost of a seat event fanned out to
 * 1,000 subscribers. Anything else takes ws' path, which keeps the order behind what is already waiting.
 */
export function websocketStream(socket: WebSocket, tcp?: Socket): Duplex {
  const stream = createWebSocketStream(socket, {
    writev(chunks: Array<{ chunk: Buffer | string; encoding: BufferEncoding }>, callback: (err?: Error | null) => void) {
      const parts = chunks.map(({ chunk, encoding }) => (typeof chunk === 'string' ? Buffer.from(chunk, encoding) : chunk));
      // ws.send's callback fires once the frame is handed to the kernel: the Writable keeps later packets
      // buffered until then, so a slow subscriber fills its own buffer (aedes waits for 'drain') and no one else's.
      socket.send(parts.length === 1 && parts[0] ? parts[0] : Buffer.concat(parts), { binary: true }, callback);
    },
  });
  if (!tcp) return stream;
  const write = stream.write.bind(stream) as (chunk: unknown, encoding?: unknown, cb?: unknown) => boolean;
  stream.write = ((chunk: unknown, encoding?: unknown, cb?: unknown) => {
    const idle =
      Buffer.isBuffer(chunk) &&
      // A frame under the socket's high-water mark (16 bytes left for its header, at most 10) leaves `write`
      // answering true, as the stream would: aedes then never waits for a 'drain' that only the stream emits.
      chunk.length < tcp.writableHighWaterMark - 16 &&
      socket.readyState === WebSocket.OPEN &&
      !stream.destroyed &&
      !stream.writableEnded &&
      stream.writableCorked === 0 &&
      stream.writableLength === 0 &&
      socket.bufferedAmount === 0 &&
      tcp.writableLength === 0;
    if (!idle) return write(chunk, encoding, cb);
    const done = typeof encoding === 'function' ? encoding : cb;
    return tcp.write(frameOf(chunk), typeof done === 'function' ? (done as (err?: Error | null) => void) : undefined);
  }) as Duplex['write'];
  return stream;
}
