import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@busdesk/api-contract';
import { bearer, createTestApp, login, type TestApp } from '../test-support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, token: string | null, payload: unknown = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers: token ? bearer(token) : {} });

describe('login and user info', () => {
  it('answers a token and the user with its partner config JSON', async () => {
    const token = await login(t.app, 'admin', 'admin123');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const res = await post('/api/v2/partner/view', token);
    expect(res.statusCode).toBe(200);
    const { user } = res.json().results;
    expect(user).toMatchObject({ username: 'admin', role: 'ADMIN', partnerId: 'p-bxmd' });
    expect(user.routeIds.length).toBeGreaterThan(0);
    expect(user.partner).toMatchObject({ name: 'Bến xe Miền Đông', code: 'BXMD-79' });
    expect(user.partner.childrenPartnerId).toEqual(['p-bxmd-moi', 'p-thuduc']);
    expect(JSON.parse(user.partner.config)).toHaveProperty('pointType');
  });

  it('gives the same answer for an unknown user and a wrong password', async () => {
    const wrong = await post('/api/v2/partner/login', null, { username: 'staff', password: 'wrong-password' });
    const unknown = await post('/api/v2/partner/login', null, { username: 'nobody-here', password: 'wrong-password' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ code: 401, message: MSG.auth.loginFailed, results: null });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('trims the username', async () => {
    const res = await post('/api/v2/partner/login', null, { username: '  staff ', password: 'staff123' });
    expect(res.statusCode).toBe(200);
  });

  it('accepts the token as Bearer, as x-access-token and as ?token=', async () => {
    const token = await login(t.app, 'staff', 'staff123');
    const a = await t.app.inject({ method: 'POST', url: '/api/v2/partner/view', headers: { 'x-access-token': token } });
    const b = await t.app.inject({ method: 'POST', url: `/api/v2/partner/view?token=${token}` });
    const c = await t.app.inject({ method: 'POST', url: '/api/v2/partner/view' });
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(c.statusCode).toBe(401);
    expect(c.json().message).toBe(MSG.server.unauthorized);
  });

  it('logout revokes the token', async () => {
    const token = await login(t.app, 'staff', 'staff123');
    expect((await post('/api/v2/partner/logout', token)).json().results).toEqual({ revoked: true });
    expect((await post('/api/v2/partner/view', token)).statusCode).toBe(401);
  });

  it('serves the admin configuration without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v2/admin/config?adminDomain=busdesk.example.vn' });
    expect(res.statusCode).toBe(200);
    expect(res.json().results.adminConfig).toMatchObject({ logo: '/assets/logo.svg', loginBackground: '/assets/login-background.svg' });
  });
});

describe('employees', () => {
  it('lists only the users of the own partner', async () => {
    const token = await login(t.app, 'staff', 'staff123');
    const res = await t.app.inject({ method: 'GET', url: '/api/v2/partner/list-user', headers: bearer(token) });
    const users = res.json().results.listPartnerUser as Array<{ username: string; partnerId: string }>;
    expect(users.map((u) => u.username).sort()).toEqual(['admin', 'newstaff', 'staff']);
    expect(users.every((u) => u.partnerId === 'p-bxmd')).toBe(true);
    expect(JSON.stringify(users)).not.toContain('password');
  });

  it('ADMIN creates a user in its own partner whatever partnerId is sent; the user can sign in', async () => {
    const admin = await login(t.app, 'admin', 'admin123');
    const res = await post('/api/v2/partner/create-user-partner', admin, {
      name: 'Ngô Thị Mai',
      userName: ' mai.ngo ',
      password: 'mai12345',
      debtLimit: 2_000_000,
      commission: 2,
      routeIds: ['r-mdong-dalat'],
      partnerId: 'p-saoviet',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().results.user).toMatchObject({ username: 'mai.ngo', partnerId: 'p-bxmd', role: 'STAFF', debtLimit: 2_000_000 });
    await login(t.app, 'mai.ngo', 'mai12345');
    const dup = await post('/api/v2/partner/create-user-partner', admin, { name: 'X', userName: 'mai.ngo', password: 'abcdef' });
    expect(dup.statusCode).toBe(409);
  });

  it('STAFF may not create users, edit others, or change their own limits', async () => {
    const staff = await login(t.app, 'staff', 'staff123');
    expect((await post('/api/v2/partner/create-user-partner', staff, { name: 'A', userName: 'aaa', password: 'abcdef' })).statusCode).toBe(403);
    expect((await post('/api/v2/partner/update-user', staff, { userId: 'u-newstaff', name: 'Đổi tên' })).statusCode).toBe(403);
    const own = await post('/api/v2/partner/update-user', staff, { userId: 'u-staff', debtLimit: 999_999_999 });
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(MSG.server.forbidden);
    const rename = await post('/api/v2/partner/update-user', staff, { userId: 'u-staff', name: 'Trần Thị Bích Ngọc' });
    expect(rename.statusCode).toBe(200);
  });

  it('a password change revokes the other sessions of that user and keeps the changer signed in', async () => {
    const first = await login(t.app, 'newstaff', 'newstaff123');
    const second = await login(t.app, 'newstaff', 'newstaff123');
    const res = await post('/api/v2/partner/update-user', first, { userId: 'u-newstaff', password: 'newpass456' });
    expect(res.statusCode).toBe(200);
    expect((await post('/api/v2/partner/view', first)).statusCode).toBe(200);
    expect((await post('/api/v2/partner/view', second)).statusCode).toBe(401);
    await login(t.app, 'newstaff', 'newpass456');
    const back = await post('/api/v2/partner/change-password', first, { password: 'newstaff123' });
    expect(back.statusCode).toBe(200);
  });

  it('locking a STAFF user stops its token at the next request and its login', async () => {
    const admin = await login(t.app, 'admin', 'admin123');
    const mai = await login(t.app, 'mai.ngo', 'mai12345');
    const users = (await t.app.inject({ method: 'GET', url: '/api/v2/partner/list-user', headers: bearer(admin) })).json().results.listPartnerUser;
    const id = users.find((u: { username: string }) => u.username === 'mai.ngo').id as string;
    expect((await post('/api/v2/partner/update-user', admin, { userId: id, isActive: false })).statusCode).toBe(200);
    expect((await post('/api/v2/partner/view', mai)).statusCode).toBe(401);
    expect((await post('/api/v2/partner/login', null, { username: 'mai.ngo', password: 'mai12345' })).statusCode).toBe(401);
    // An ADMIN cannot be locked (only STAFF are toggled).
    expect((await post('/api/v2/partner/update-user', admin, { userId: 'u-admin', isActive: false })).statusCode).toBe(403);
  });
});

describe('partner configuration', () => {
  it('self-update saves a JSON object config and refuses text that is not one', async () => {
    const staff = await login(t.app, 'staff', 'staff123');
    // Issue 12 (ADR 0053): the whole text is saved as sent for an ADMIN; a STAFF user changes only the sales switches.
    const admin = await login(t.app, 'admin', 'admin123');
    const config = JSON.stringify({ phoneHidden: true, pointType: [{ value: 0, label: 'Tại bến' }] });
    const ok = await post('/api/partner/v2/self-update', admin, { config });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().results.partner.config).toBe(config);
    const bad = await post('/api/partner/v2/self-update', staff, { config: '[1,2]' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().results.field).toBe('config');
    expect((await post('/api/partner/v2/self-update', staff, { config: '{oops' })).statusCode).toBe(400);
  });

  it('partner update is ADMIN only and ignores the partnerId in the body', async () => {
    const staff = await login(t.app, 'staff', 'staff123');
    const admin = await login(t.app, 'admin', 'admin123');
    expect((await post('/api/v2/partner/update', staff, { isAutoApproveRoutes: true })).statusCode).toBe(403);
    const res = await post('/api/v2/partner/update', admin, { partnerId: 'p-saoviet', isAutoApproveRoutes: true, transportConfig: { code: ' BXMD-79 ' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().results.partner).toMatchObject({ id: 'p-bxmd', isAutoApproveRoutes: true });
    expect(res.json().results.transportConfig.code).toBe('BXMD-79');
    const admin2 = await login(t.app, 'admin2', 'admin123');
    const other = await post('/api/v2/partner/detail', admin2, {});
    expect(other.json().results.partner).toMatchObject({ id: 'p-saoviet', isAutoApproveRoutes: false });
  });
});
