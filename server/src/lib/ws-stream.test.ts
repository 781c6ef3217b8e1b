import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { websocketStream } from './ws-stream';

let server: WebSocketServer | undefined;
afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

/**
 * A server socket wrapped as the broker sees it (with its TCP socket, as the broker's route passes it, unless
 * `withTcp` is false), and a plain client recording every frame it receives.
 */
async function connectPair(withTcp = true): Promise<{ stream: Duplex; socket: WebSocket; client: WebSocket; frames: Buffer[] }> {
  const wss = server ?? new WebSocketServer({ host: '127.0.0.1', port: 0 });
  if (!server) await new Promise<void>((resolve) => wss.once('listening', () => resolve()));
  server = wss;
  const accepted = new Promise<{ stream: Duplex; socket: WebSocket }>((resolve) =>
    wss.once('connection', (socket, request) => resolve({ socket, stream: websocketStream(socket, withTcp ? request.socket : undefined) })),
  );
  const client = new WebSocket(`ws://127.0.0.1:${(wss.address() as AddressInfo).port}`);
  const frames: Buffer[] = [];
  client.on('message', (data: Buffer) => frames.push(data));
  await new Promise<void>((resolve) => client.once('open', () => resolve()));
  return { ...(await accepted), client, frames };
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 5));
};

describe('websocketStream', () => {
  it('sends chunks written between cork() and uncork() as one frame, as mqtt-packet writes a PUBLISH', async () => {
    const { stream, client, frames } = await connectPair();
    stream.cork();
    stream.write(Buffer.from([0x30]));
    stream.write(Buffer.from([0x0a]));
    stream.write('trip/t1/seats');
    stream.write(Buffer.from('{}'));
    process.nextTick(() => stream.uncork());
    await until(() => frames.length > 0);
    await new Promise((r) => setTimeout(r, 20));
    expect(frames).toHaveLength(1);
    expect(Buffer.concat(frames)).toEqual(Buffer.concat([Buffer.from([0x30, 0x0a]), Buffer.from('trip/t1/seats{}')]));
    client.close();
  });

  it('keeps every byte in order when writes pile up behind a pending one', async () => {
    const { stream, client, frames } = await connectPair();
    const sent = Array.from({ length: 500 }, (_, i) => Buffer.from(`packet-${i};`));
    for (const chunk of sent) stream.write(chunk);
    const expected = Buffer.concat(sent);
    await until(() => Buffer.concat(frames).length >= expected.length);
    expect(Buffer.concat(frames)).toEqual(expected);
    client.close();
  });

  it('reads what the client sends, in order, and ends when the client closes', async () => {
    const { stream, client } = await connectPair();
    const read: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => read.push(chunk));
    const ended = new Promise<void>((resolve) => stream.once('end', () => resolve()));
    client.send(Buffer.from('CONNECT'));
    client.send(Buffer.from('SUBSCRIBE'));
    await until(() => read.length === 2);
    expect(Buffer.concat(read).toString()).toBe('CONNECTSUBSCRIBE');
    client.close();
    await ended;
  });

  it('writes a whole packet on an idle connection straight to its TCP socket as one frame, the same frame for every subscriber', async () => {
    const a = await connectPair();
    const b = await connectPair();
    const sends = [vi.spyOn(a.socket, 'send'), vi.spyOn(b.socket, 'send')];
    const event = Buffer.from([0x30, 0x11, 0x00, 0x0d, ...Buffer.from('trip/t1/seats'), 0x7b, 0x7d]);
    expect(a.stream.write(event)).toBe(true);
    expect(b.stream.write(event)).toBe(true);
    await until(() => a.frames.length > 0 && b.frames.length > 0);
    expect(a.frames).toEqual([event]);
    expect(b.frames).toEqual([event]);
    for (const send of sends) expect(send).not.toHaveBeenCalled();
    a.client.close();
    b.client.close();
  });

  it('keeps the order when a packet comes while an earlier one still waits in the stream (corked, as mqtt-packet writes)', async () => {
    const { stream, client, frames } = await connectPair();
    stream.cork();
    // A string, as mqtt-packet writes a topic: it always takes the stream's path.
    stream.write('first;');
    // While corked, this whole packet must queue behind 'first;', not overtake it on the TCP socket.
    stream.write(Buffer.from('second;'));
    process.nextTick(() => stream.uncork());
    stream.write(Buffer.from('third;'));
    await until(() => Buffer.concat(frames).length >= 'first;second;third;'.length);
    expect(Buffer.concat(frames).toString()).toBe('first;second;third;');
    client.close();
  });

  it('keeps every byte in order for a subscriber that stops reading, and answers false once its buffers are full', async () => {
    const { stream, client, frames } = await connectPair();
    // The client's socket stops reading: the kernel's buffers fill, then the server's socket and the stream buffer.
    const clientTcp = (client as unknown as { _socket: { pause(): void; resume(): void } })._socket;
    clientTcp.pause();
    const sent: Buffer[] = [];
    let full = false;
    for (let i = 0; i < 200_000 && !full; i++) {
      const chunk = Buffer.from(`packet-${i};`.padEnd(200, '.'));
      sent.push(chunk);
      full = !stream.write(chunk);
    }
    expect(full).toBe(true);
    const drained = new Promise<void>((resolve) => stream.once('drain', () => resolve()));
    clientTcp.resume();
    await drained;
    const expected = Buffer.concat(sent);
    const received = () => frames.reduce((n, f) => n + f.length, 0);
    for (let i = 0; i < 2_000 && received() < expected.length; i++) await new Promise((r) => setTimeout(r, 5));
    // As text: toEqual walks a 4 MB buffer byte by byte for seconds; the bytes here are ASCII.
    expect(Buffer.concat(frames).toString()).toBe(expected.toString());
    client.close();
  });

  it('without its TCP socket, writes every packet through ws', async () => {
    const { stream, socket, client, frames } = await connectPair(false);
    const send = vi.spyOn(socket, 'send');
    stream.write(Buffer.from('packet;'));
    await until(() => frames.length > 0);
    expect(Buffer.concat(frames).toString()).toBe('packet;');
    expect(send).toHaveBeenCalledTimes(1);
    client.close();
  });
});
