import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { websocketStream } from './ws-stream';

let server: WebSocketServer | undefined;
afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

/** A server socket wrapped as the broker sees it, and a plain client recording every frame it receives. */
async function connectPair(): Promise<{ stream: Duplex; client: WebSocket; frames: Buffer[] }> {
  const wss = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  server = wss;
  await new Promise<void>((resolve) => wss.once('listening', () => resolve()));
  const accepted = new Promise<Duplex>((resolve) => wss.once('connection', (socket) => resolve(websocketStream(socket))));
  const client = new WebSocket(`ws://127.0.0.1:${(wss.address() as AddressInfo).port}`);
  const frames: Buffer[] = [];
  client.on('message', (data: Buffer) => frames.push(data));
  await new Promise<void>((resolve) => client.once('open', () => resolve()));
  return { stream: await accepted, client, frames };
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
});
