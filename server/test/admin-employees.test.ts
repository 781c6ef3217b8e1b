import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import mqtt, { type MqttClient } from 'mqtt';
import {
  changePasswordEndpoint,
  createPartnerUserEndpoint,
  listAgencyRoutesEndpoint,
  listPartnerUsersEndpoint,
  MSG,
  resetPartnerUserPasswordEndpoint,
  topics,
  updatePartnerUserEndpoint,
  viewUserEndpoint,
  type TPartnerUser,
} from '@busdesk/api-contract';
import { startLoopbackApp, stopLoopbackApp } from '../test-support/loopback-app';
import { listenTo } from '../test-support/realtime-listener';
import { messageOf, poster } from '../test-support/sales-booking-fixtures';
import { bearer, login, type TestApp } from '../test-support/test-app';

let t: TestApp;
let url: string;
let post: ReturnType<typeof poster>;
let tokens: Record<string, string>;

beforeAll(async () => {
  ({ t, url, post, tokens } = await startLoopbackApp(['admin', 'staff', 'admin2']));
});
afterAll(() => stopLoopbackApp(t));

const get = (path: string, token: string) => t.app.inject({ method: 'GET', url: path, headers: bearer(token) });
const users = async (token: string) => (await get(listPartnerUsersEndpoint.path, token)).json().results.listPartnerUser as TPartnerUser[];
const userNamed = async (username: string) => (await users(tokens.admin!)).find((u) => u.username === username)!;
const create = (token: string, body: object) => post(createPartnerUserEndpoint.path, token, body);
const update = (token: string, body: object) => post(updatePartnerUserEndpoint.path, token, body);
const reset = (token: string, userId: string) => post(resetPartnerUserPasswordEndpoint.path, token, { userId });

/** A real MQTT client; resolves when connected, rejects when refused. */
async function mqttClient(token: string): Promise<MqttClient> {
  return mqtt.connectAsync(url, { protocolVersion: 4, username: 'busdesk', password: token, reconnectPeriod: 0, connectTimeout: 5000 });
}
const closed = (client: MqttClient) => new Promise<void>((resolve) => (client.connected ? client.once('close', () => resolve()) : resolve()));

describe('the ADMIN/STAFF matrix (000 §6), enforced by the server', () => {
  it('lists: both roles see their own agency only', async () => {
    for (const user of ['admin', 'staff']) expect((await users(tokens[user]!)).every((u) => u.partnerId === 'p-bxmd')).toBe(true);
    const other = await users(tokens.admin2!);
    expect(other.every((u) => u.partnerId === 'p-saoviet')).toBe(true);
    expect(other.map((u) => u.username)).not.toContain('staff');
  });

  it("add: ADMIN yes (with the agency's routes), STAFF 403", async () => {
    const routes = (await get(listAgencyRoutesEndpoint.path, tokens.admin!)).json().results.routes as Array<{ id: string; name: string; companyName: string }>;
    expect(routes.map((r) => r.id)).toContain('r-mdong-dalat');
    expect(routes.every((r) => r.name && r.companyName)).toBe(true);
    expect((await get(listAgencyRoutesEndpoint.path, tokens.staff!)).statusCode).toBe(403);
    const res = await create(tokens.admin!, { name: 'Phan Thị Thu', userName: '  thu.phan  ', password: 'thu12345', debtLimit: 5_000_000, commission: 2, routeIds: ['r-mdong-dalat'] });
    expect(res.statusCode).toBe(200);
    expect(res.json().results.user).toMatchObject({ username: 'thu.phan', role: 'STAFF', routeIds: ['r-mdong-dalat'], debtLimit: 5_000_000, isActive: true });
    expect((await create(tokens.staff!, { name: 'A', userName: 'a.staff', password: 'abcdef' })).statusCode).toBe(403);
  });

  it("edit: ADMIN anyone of the agency, STAFF only their own row's name and password", async () => {
    const thu = await userNamed('thu.phan');
    expect((await update(tokens.admin!, { userId: thu.id, name: 'Phan Thị Thu Hà', routeIds: ['r-mdong-dalat', 'r-mdong-nhatrang'] })).statusCode).toBe(200);
    expect((await update(tokens.staff!, { userId: thu.id, name: 'Đổi tên' })).statusCode).toBe(403);
    expect((await update(tokens.staff!, { userId: 'u-staff', name: 'Trần Thị Bích Ngọc' })).statusCode).toBe(200);
    expect((await update(tokens.staff!, { userId: 'u-staff', routeIds: ['r-mdong-dalat'] })).statusCode).toBe(403);
    expect((await update(tokens.staff!, { userId: 'u-staff', isActive: false })).statusCode).toBe(403);
  });

  it('lock/unlock: ADMIN on STAFF only; STAFF never', async () => {
    const thu = await userNamed('thu.phan');
    expect((await update(tokens.staff!, { userId: thu.id, isActive: false })).statusCode).toBe(403);
    expect((await update(tokens.admin!, { userId: 'u-admin', isActive: false })).statusCode).toBe(403);
    expect((await update(tokens.admin!, { userId: thu.id, isActive: false })).json().results.user.isActive).toBe(false);
    expect((await update(tokens.admin!, { userId: thu.id, isActive: true })).json().results.user.isActive).toBe(true);
  });

  it('reset: ADMIN yes, STAFF 403 (own row included)', async () => {
    expect((await reset(tokens.staff!, 'u-staff')).statusCode).toBe(403);
    expect((await reset(tokens.staff!, 'u-newstaff')).statusCode).toBe(403);
    const thu = await userNamed('thu.phan');
    expect((await reset(tokens.admin!, thu.id)).statusCode).toBe(200);
  });
});

describe('tenancy both ways on every employee endpoint', () => {
  it("another agency's ADMIN cannot edit, lock or reset our users (404), nor we theirs", async () => {
    for (const body of [{ userId: 'u-staff', name: 'X' }, { userId: 'u-staff', isActive: false }]) expect((await update(tokens.admin2!, body)).statusCode).toBe(404);
    expect((await reset(tokens.admin2!, 'u-staff')).statusCode).toBe(404);
    expect((await update(tokens.admin!, { userId: 'u-admin2', name: 'X' })).statusCode).toBe(404);
    expect((await reset(tokens.admin!, 'u-saoviet-nv1')).statusCode).toBe(404);
    // The staff member still signs in with their own password: nothing happened to them.
    await login(t.app, 'staff', 'staff123');
  });

  it("an employee gets only the agency's own routes; each agency lists only its own", async () => {
    const res = await create(tokens.admin!, { name: 'Lê Văn Tám', userName: 'tam.le', password: 'tam12345', routeIds: ['r-giapbat-vinh'] });
    expect([res.statusCode, messageOf(res)]).toEqual([400, MSG.employee.routeNotOwned]);
    const thu = await userNamed('thu.phan');
    expect(messageOf(await update(tokens.admin!, { userId: thu.id, routeIds: ['r-mydinh-danang'] }))).toBe(MSG.employee.routeNotOwned);
    const theirs = (await get(listAgencyRoutesEndpoint.path, tokens.admin2!)).json().results.routes as Array<{ id: string }>;
    expect(theirs.map((r) => r.id).sort()).toEqual(['r-gialam-haiphong', 'r-giapbat-vinh', 'r-mydinh-danang', 'r-nuocngam-thanhhoa']);
  });
});

describe('validation (000 §5)', () => {
  it("answers the seed's texts for a missing name, username or password", async () => {
    const cases: Array<[object, string]> = [
      [{ userName: 'x.one', password: 'abcdef' }, MSG.employee.nameRequired],
      [{ name: '   ', userName: 'x.one', password: 'abcdef' }, MSG.employee.nameRequired],
      [{ name: 'Một', userName: '  ', password: 'abcdef' }, MSG.employee.usernameRequired],
      [{ name: 'Một', password: 'abcdef' }, MSG.employee.usernameRequired],
      [{ name: 'Một', userName: 'x.one', password: '' }, MSG.employee.passwordRequired],
      [{ name: 'Một', userName: 'x.one' }, MSG.employee.passwordRequired],
    ];
    for (const [body, message] of cases) {
      const res = await create(tokens.admin!, body);
      expect([res.statusCode, messageOf(res)]).toEqual([400, message]);
    }
    expect((await users(tokens.admin!)).map((u) => u.username)).not.toContain('x.one');
  });

  it('the username cannot be changed on edit', async () => {
    const thu = await userNamed('thu.phan');
    const res = await update(tokens.admin!, { userId: thu.id, name: 'Phan Thị Thu', username: 'someone.else', userName: 'someone.else' });
    expect(res.statusCode).toBe(200);
    expect(res.json().results.user.username).toBe('thu.phan');
  });

  it("debt limit and commission change only on an ADMIN's row; the unchanged values may come along", async () => {
    const thu = await userNamed('thu.phan');
    const refused = await update(tokens.admin!, { userId: thu.id, debtLimit: 9_000_000 });
    expect([refused.statusCode, messageOf(refused)]).toEqual([403, MSG.employee.limitsAdminOnly]);
    expect((await update(tokens.admin!, { userId: thu.id, commission: 9 })).statusCode).toBe(403);
    expect((await update(tokens.admin!, { userId: thu.id, name: 'Phan Thị Thu', debtLimit: thu.debtLimit, commission: thu.commission })).statusCode).toBe(200);
    const own = await update(tokens.admin!, { userId: 'u-admin', debtLimit: 900_000_000, commission: 4 });
    expect(own.json().results.user).toMatchObject({ debtLimit: 900_000_000, commission: 4 });
  });
});

describe('a locked user is cut off at once: API and MQTT', () => {
  it('the next API request is refused and the open MQTT connection is closed; other users stay connected', async () => {
    const thu = await userNamed('thu.phan');
    await update(tokens.admin!, { userId: thu.id, isActive: true });
    const thuToken = await login(t.app, 'thu.phan', (await resetAndSet(thu.id, 'thu-moi-123'))!);
    const thuClient = await mqttClient(thuToken);
    const staffClient = await mqttClient(tokens.staff!);
    const thuTopic = await listenTo(url, thuToken, [topics.partnerTickets('p-bxmd')]);
    expect(thuTopic.allGranted).toBe(true);
    const cut = closed(thuClient);
    expect((await update(tokens.admin!, { userId: thu.id, isActive: false })).statusCode).toBe(200);
    await cut;
    expect(thuClient.connected).toBe(false);
    // Negative control: another user's connection of the same agency is untouched.
    expect(staffClient.connected).toBe(true);
    const res = await post(viewUserEndpoint.path, thuToken, {});
    expect([res.statusCode, messageOf(res)]).toEqual([401, MSG.server.unauthorized]);
    await expect(mqttClient(thuToken)).rejects.toThrow();
    await staffClient.endAsync(true);
  });
});

/** Resets a password as the ADMIN and sets a new one with the one-time password; answers the new one. */
async function resetAndSet(userId: string, next: string): Promise<string | undefined> {
  const { oneTimePassword } = (await reset(tokens.admin!, userId)).json().results as { oneTimePassword: string };
  const user = (await users(tokens.admin!)).find((u) => u.id === userId)!;
  const otpToken = await login(t.app, user.username, oneTimePassword);
  expect((await post(changePasswordEndpoint.path, otpToken, { password: next })).statusCode).toBe(200);
  return next;
}

describe('password reset: a one-time password, a new one at the next sign-in (ADR 0054)', () => {
  it('answers a fresh CSPRNG password once; the old password and every session of the user end, MQTT too', async () => {
    const before = await login(t.app, 'staff', 'staff123');
    const client = await mqttClient(before);
    const cut = closed(client);
    const first = await reset(tokens.admin!, 'u-staff');
    expect(first.statusCode).toBe(200);
    const otp = first.json().results.oneTimePassword as string;
    expect(otp).toMatch(/^[A-Za-z2-9]{12}$/);
    await cut;
    expect((await post(viewUserEndpoint.path, before, {})).statusCode).toBe(401);
    expect((await post('/api/v2/partner/login', '', { username: 'staff', password: 'staff123' })).statusCode).toBe(401);
    // Two resets never give the same password; the list never carries it.
    const second = (await reset(tokens.admin!, 'u-staff')).json().results.oneTimePassword as string;
    expect(second).not.toBe(otp);
    expect((await get(listPartnerUsersEndpoint.path, tokens.admin!)).body).not.toContain(second);
    expect((await post('/api/v2/partner/login', '', { username: 'staff', password: otp })).statusCode).toBe(401);
    tokens.staffOtp = second;
  });

  it('the sign-in says a new password is needed; until it is set nothing else answers and MQTT refuses', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v2/partner/login', payload: { username: 'staff', password: tokens.staffOtp } });
    expect(res.json().results).toMatchObject({ mustChangePassword: true });
    const token = res.json().results.token as string;
    const view = await post(viewUserEndpoint.path, token, {});
    expect([view.statusCode, messageOf(view)]).toEqual([403, MSG.auth.mustChangePassword]);
    expect((await get(listPartnerUsersEndpoint.path, token)).statusCode).toBe(403);
    await expect(mqttClient(token)).rejects.toThrow();
    const short = await post(changePasswordEndpoint.path, token, { password: '123' });
    expect(short.statusCode).toBe(400);
    expect((await post(changePasswordEndpoint.path, token, { password: 'staff123' })).statusCode).toBe(200);
    // The same session now works, live events included; a normal sign-in no longer asks.
    expect((await post(viewUserEndpoint.path, token, {})).statusCode).toBe(200);
    const client = await mqttClient(token);
    expect(client.connected).toBe(true);
    await client.endAsync(true);
    const again = await t.app.inject({ method: 'POST', url: '/api/v2/partner/login', payload: { username: 'staff', password: 'staff123' } });
    expect(again.json().results.mustChangePassword).toBeUndefined();
    expect((await t.app.inject({ method: 'POST', url: '/api/v2/partner/login', payload: { username: 'staff', password: tokens.staffOtp } })).statusCode).toBe(401);
  });
});
