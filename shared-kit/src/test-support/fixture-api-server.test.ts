import { afterEach, describe, expect, it } from 'vitest';
import { api } from '../api/api-clients';
import { startFixtureApiServer, type FixtureApiServer } from './fixture-api-server';

let server: FixtureApiServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('startFixtureApiServer', () => {
  it('answers a path with its handler in the envelope and records what the client sent', async () => {
    server = await startFixtureApiServer({ '/partner/trip/view-by-id': (r) => ({ results: { echo: r.body } }) });
    const response = await api.v1.post('/partner/trip/view-by-id?lang=vi', { tripId: 't1' });
    expect(response.data).toEqual({ code: 200, message: 'OK', results: { echo: { tripId: 't1' } } });
    expect(server.calls('/partner/trip/view-by-id')).toHaveLength(1);
    const [call] = server.requests;
    expect(call).toMatchObject({ method: 'POST', path: '/partner/trip/view-by-id', body: { tripId: 't1' } });
    expect(call?.query.get('lang')).toBe('vi');
  });

  it('answers a failure status given by a handler set later, and 404 for a path without one', async () => {
    server = await startFixtureApiServer();
    server.on('/partner/ticket/book', () => ({ status: 409, message: 'Ghế đã có người đặt' }));
    await expect(api.v1.post('/partner/ticket/book', {})).rejects.toMatchObject({ code: 409, message: 'Ghế đã có người đặt' });
    await expect(api.v1.post('/partner/unknown', {})).rejects.toMatchObject({ code: 404 });
    expect(server.requests.map((r) => r.path)).toEqual(['/partner/ticket/book', '/partner/unknown']);
  });

  it('points the clients back at /api when closed', async () => {
    server = await startFixtureApiServer();
    expect(api.v2.defaults.baseURL).toBe(server.base);
    await server.close();
    server = undefined;
    expect(api.v2.defaults.baseURL).toBe('/api');
  });
});
