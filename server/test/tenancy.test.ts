import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, login, type TestApp } from '../test-support/test-app';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  tokens.admin = await login(t.app, 'admin', 'admin123');
  tokens.admin2 = await login(t.app, 'admin2', 'admin123');
  tokens.quaymoi = await login(t.app, 'quaymoi', 'quaymoi123');
});
afterAll(() => t.close());

const post = (url: string, who: string, payload: object) => t.app.inject({ method: 'POST', url, headers: bearer(tokens[who]!), payload });

describe('tenancy between the two agencies', () => {
  it("lists never contain the other agency's rows", async () => {
    for (const [who, partnerId] of [['admin', 'p-bxmd'], ['admin2', 'p-saoviet']] as const) {
      const res = await t.app.inject({ method: 'GET', url: '/api/v2/partner/list-user', headers: bearer(tokens[who]!) });
      const users = res.json().results.listPartnerUser as Array<{ partnerId: string }>;
      expect(users.length).toBeGreaterThan(0);
      expect(users.every((u) => u.partnerId === partnerId)).toBe(true);
    }
  });

  it("another agency's user id answers 404 with none of its data, and nothing changes", async () => {
    const res = await post('/api/v2/partner/update-user', 'admin2', { userId: 'u-staff', name: 'Bị chiếm', password: 'hacked1' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('Trần Thị Bích Ngọc');
    await login(t.app, 'staff', 'staff123');
    const back = await post('/api/v2/partner/update-user', 'admin', { userId: 'u-admin2', isActive: false });
    expect(back.statusCode).toBe(404);
    await login(t.app, 'admin2', 'admin123');
  });

  it("another agency's partner id answers 404; a parent sees its children, a child not its parent", async () => {
    const other = await post('/api/v2/partner/detail', 'admin2', { partnerId: 'p-bxmd' });
    expect(other.statusCode).toBe(404);
    expect(other.body).not.toContain('Bến xe Miền Đông');
    expect((await post('/api/v2/partner/detail', 'admin2', { partnerId: 'p-bxmd-moi' })).statusCode).toBe(404);
    const child = await post('/api/v2/partner/detail', 'admin', { partnerId: 'p-bxmd-moi' });
    expect(child.statusCode).toBe(200);
    expect(child.json().results.partner.parentId).toBe('p-bxmd');
    expect((await post('/api/v2/partner/detail', 'quaymoi', { partnerId: 'p-bxmd' })).statusCode).toBe(404);
  });

  it('an agency id in a body is ignored in favour of the session', async () => {
    const config = JSON.stringify({ phoneHidden: true });
    const res = await post('/api/v2/partner/update', 'admin2', { partnerId: 'p-bxmd', config });
    expect(res.json().results.partner.id).toBe('p-saoviet');
    const mine = await post('/api/v2/partner/detail', 'admin', {});
    expect(mine.json().results.partner.config).not.toBe(config);
  });
});
