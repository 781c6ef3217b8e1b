import { randomBytes } from 'node:crypto';
import type { TTransportOrder, TTransportOrderDetailResponse } from '@busdesk/api-contract';
import type { BusdeskApp } from '../src/app';
import type { TransportGateway, TransportGatewayAnswer, TransportSend } from '../src/transport-orders/transmission/transport-gateway';
import { fakeCredentials, fakeOrderDocuments } from './fake-order-documents';
import { bearer } from './test-app';

/** A clock the test moves (the worker's backoff and the signatures' times read it). */
export function testClock(start = Date.UTC(2026, 10, 25, 1, 0, 0)) {
  let t = start;
  return { now: () => t, set: (ms: number) => void (t = ms), advance: (ms: number) => void (t += ms) };
}

/** buildApp options: the fake document library, no timer (tests run rounds), the given gateway and clock. */
export function transportTestOptions(opts: { now: () => number; gateway?: TransportGateway; credentials?: ReturnType<typeof fakeCredentials> }) {
  return {
    now: opts.now,
    transportOrders: {
      transportDocuments: { documents: fakeOrderDocuments, credentials: opts.credentials ?? fakeCredentials() },
      transmissionTimer: false,
      ...(opts.gateway ? { transportGateway: opts.gateway } : {}),
    },
  };
}

/** A gateway answering from a script (then its last answer), remembering every send. */
export function scriptedGateway(...answers: Array<TransportGatewayAnswer | Error>) {
  const sends: TransportSend[] = [];
  const gateway: TransportGateway & { sends: TransportSend[] } = {
    kind: 'http',
    sends,
    async send(s) {
      sends.push(s);
      const answer = answers[Math.min(sends.length - 1, answers.length - 1)] ?? { outcome: 'accepted', message: 'Đã tiếp nhận' };
      if (answer instanceof Error) throw answer;
      return answer;
    },
  };
  return gateway;
}

/** A multipart/form-data body for app.inject: the fields, then the file part. */
export function multipartBody(fields: Record<string, string>, file?: { content: string | Buffer; type: string; name?: string }) {
  const boundary = `----busdesk${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) chunks.push(Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  if (file) {
    chunks.push(Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${file.name ?? 'lenh.xml'}"\r\ncontent-type: ${file.type}\r\n\r\n`));
    chunks.push(Buffer.isBuffer(file.content) ? file.content : Buffer.from(file.content));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export async function uploadOrder(app: BusdeskApp, token: string, xml: string, opts: { type?: string; fields?: Record<string, string> } = {}) {
  const body = multipartBody(opts.fields ?? {}, { content: xml, type: opts.type ?? 'text/xml' });
  const res = await app.inject({ method: 'POST', url: '/api/transport-xml/create-file', payload: body.payload, headers: { ...body.headers, ...bearer(token) } });
  return { status: res.statusCode, body: res.json() as { message: string; results: { transport: TTransportOrder } } };
}

export async function call<T = { transport: TTransportOrder }>(app: BusdeskApp, token: string, path: string, payload: Record<string, unknown>) {
  const res = await app.inject({ method: 'POST', url: `/api/transport-xml/${path}`, payload, headers: bearer(token) });
  return { status: res.statusCode, body: res.json() as { message: string; results: T } };
}

export async function detail(app: BusdeskApp, token: string, id: string) {
  const res = await app.inject({ method: 'GET', url: `/api/transport-xml/detail?id=${encodeURIComponent(id)}`, headers: bearer(token) });
  return { status: res.statusCode, body: res.json() as { message: string; results: TTransportOrderDetailResponse } };
}

export async function listOrders(app: BusdeskApp, token: string, range: { startTime: number; endTime: number }, filter: Record<string, unknown> = {}) {
  const r = await call<{ transports: TTransportOrder[]; truncated: boolean }>(app, token, 'list', { ...range, ...filter });
  return r.body.results.transports;
}
