import { execFileSync } from 'node:child_process';
import { X509Certificate, createHash, generateKeyPairSync } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import forge from 'node-forge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MSG, PARTNER_CERTIFICATE_INSTALL_PATH, PKCS12_MAX_BYTES, partnerCertificateEndpoint } from '@busdesk/api-contract';
import { decryptKey, loadCredentialsMasterKey } from '../src/transport-orders/certificates/key-encryption';
import { createCredentialStore } from '../src/transport-orders/certificates/signing-credentials';
import { generateOrder } from '../src/transport-orders/xml/generate-order-xml';
import { signOrderSide } from '../src/transport-orders/xml/sign-order-side';
import { verifyOrderSignatures } from '../src/transport-orders/xml/verify-order-signatures';
import { bearer, createTestApp, login, type TestApp } from '../test-support/test-app';

let t: TestApp;
let tokens: Record<'admin' | 'staff' | 'admin2', string>;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'busdesk-p12-'));

beforeAll(async () => {
  t = await createTestApp();
  tokens = { admin: await login(t.app, 'admin', 'admin123'), staff: await login(t.app, 'staff', 'staff123'), admin2: await login(t.app, 'admin2', 'admin123') };
});
afterAll(async () => {
  await t.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

const getCertificate = (token?: string) => t.app.inject({ method: 'GET', url: partnerCertificateEndpoint.path, headers: token ? bearer(token) : {} });

function multipart(parts: Array<{ name: string; value: string } | { name: string; filename: string; data: Buffer }>) {
  const boundary = `----busdesk${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if ('data' in p) chunks.push(Buffer.from(`Content-Disposition: form-data; name="${p.name}"; filename="${p.filename}"\r\nContent-Type: application/x-pkcs12\r\n\r\n`), p.data, Buffer.from('\r\n'));
    else chunks.push(Buffer.from(`Content-Disposition: form-data; name="${p.name}"\r\n\r\n${p.value}\r\n`));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const install = (token: string, file: Buffer | null, password: string | null) => {
  const body = multipart([...(file ? [{ name: 'file', filename: 'chungthu.p12', data: file }] : []), ...(password !== null ? [{ name: 'password', value: password }] : [])]);
  return t.app.inject({ method: 'POST', url: PARTNER_CERTIFICATE_INSTALL_PATH, headers: { ...bearer(token), ...body.headers }, payload: body.payload });
};

/** A key and self-made certificate in forge form (CN in UTF-8), valid from `from` to `to`. */
function forgeCredentials(cn: string, from: Date, to: Date) {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048, publicKeyEncoding: { type: 'spki', format: 'pem' }, privateKeyEncoding: { type: 'pkcs1', format: 'pem' } });
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(publicKey);
  cert.serialNumber = '01ab';
  cert.validity.notBefore = from;
  cert.validity.notAfter = to;
  const name = [{ shortName: 'CN', value: cn, valueTagClass: forge.asn1.Type.UTF8 as unknown as forge.asn1.Class }, { shortName: 'C', value: 'VN' }];
  cert.setSubject(name);
  cert.setIssuer(name);
  const key = forge.pki.privateKeyFromPem(privateKey);
  cert.sign(key, forge.md.sha256.create());
  return { key, cert };
}

/** A PKCS#12 as the token tools of Vietnamese CAs export it: legacy 3DES bags (node-forge). */
function legacyP12(cn: string, password: string, from = new Date(Date.now() - 86_400_000), to = new Date(Date.now() + 365 * 86_400_000)) {
  const { key, cert } = forgeCredentials(cn, from, to);
  const asn1 = forge.pkcs12.toPkcs12Asn1(key, [cert], password, { algorithm: '3des' });
  return { p12: Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary'), certPem: forge.pki.certificateToPem(cert) };
}

const hasOpenssl = (() => {
  try {
    execFileSync('openssl', ['version']);
    return true;
  } catch {
    return false;
  }
})();

/** A PKCS#12 as OpenSSL 3 writes it (PBES2, AES-256-CBC, SHA-256 MAC); node-forge's AES-256 form where openssl is absent. */
function modernP12(cn: string, password: string, opts: { nokeys?: boolean } = {}) {
  if (!hasOpenssl) {
    const { key, cert } = forgeCredentials(cn, new Date(Date.now() - 86_400_000), new Date(Date.now() + 365 * 86_400_000));
    const asn1 = opts.nokeys ? forge.pkcs12.toPkcs12Asn1(null, [cert], password, { algorithm: 'aes256' }) : forge.pkcs12.toPkcs12Asn1(key, [cert], password, { algorithm: 'aes256' });
    return { p12: Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary'), certPem: forge.pki.certificateToPem(cert) };
  }
  const dir = fs.mkdtempSync(path.join(tmp, 'o-'));
  const [keyFile, certFile, p12File] = ['key.pem', 'cert.pem', 'out.p12'].map((f) => path.join(dir, f)) as [string, string, string];
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', keyFile, '-out', certFile, '-days', '365', '-subj', `/CN=${cn}/C=VN`, '-utf8'], { stdio: 'ignore' });
  execFileSync('openssl', ['pkcs12', '-export', ...(opts.nokeys ? ['-nokeys'] : ['-inkey', keyFile]), '-in', certFile, '-out', p12File, '-passout', `pass:${password}`], { stdio: 'ignore' });
  return { p12: fs.readFileSync(p12File), certPem: fs.readFileSync(certFile, 'utf8') };
}

const sha256Hex = (pem: string) => createHash('sha256').update(new X509Certificate(pem).raw).digest('hex');

describe('the agency signing certificate', () => {
  it("an ADMIN sees the local CA's certificate the demo seed issued for the agency, never a key", async () => {
    const res = await getCertificate(tokens.admin);
    expect(res.statusCode).toBe(200);
    const { certificate } = res.json().results;
    expect(certificate).toMatchObject({ source: 'local-ca' });
    expect(certificate.subject).toContain('CN=Bến xe Miền Đông');
    expect(certificate.issuer).toContain('Busdesk CA thử nghiệm');
    expect(certificate.notAfter).toBeGreaterThan(Date.now() + 365 * 86_400_000);
    expect(certificate.fingerprint).toMatch(/^[0-9a-f]{64}$/);
    expect(res.body).not.toMatch(/PRIVATE KEY/);
  });

  it('another agency sees its own; STAFF may not look; no session is 401', async () => {
    expect((await getCertificate(tokens.admin2)).json().results.certificate.subject).toContain('CN=Đại lý vé xe Sao Việt');
    expect((await getCertificate(tokens.staff)).statusCode).toBe(403);
    expect((await getCertificate()).statusCode).toBe(401);
  });

  it('keys are encrypted at rest under the master key, bound to their row', async () => {
    const rows = await t.app.database.rows<{ owner_kind: string; owner_id: string; fingerprint: string; private_key_enc: string }>(sql`select owner_kind, owner_id, fingerprint, private_key_enc from transport_credentials where replaced_at is null`);
    // The CA, and every company and partner of the demo seed.
    const [owners] = await t.app.database.rows<{ n: number }>(sql`select ((select count(*) from companies) + (select count(*) from partners))::int as n`);
    expect(rows.length).toBe(1 + owners!.n);
    const key = await loadCredentialsMasterKey(t.app.database);
    for (const r of rows) {
      expect(r.private_key_enc).not.toContain('PRIVATE KEY');
      expect(decryptKey(key, r.private_key_enc, `${r.owner_kind}:${r.owner_id}:${r.fingerprint}`)).toContain('BEGIN PRIVATE KEY');
    }
    const [a, b] = rows as [(typeof rows)[0], (typeof rows)[0]];
    expect(() => decryptKey(key, a.private_key_enc, `${b.owner_kind}:${b.owner_id}:${b.fingerprint}`)).toThrow();
    expect(() => decryptKey(Buffer.alloc(32, 7), a.private_key_enc, `${a.owner_kind}:${a.owner_id}:${a.fingerprint}`)).toThrow();
  });

  it('a company or partner created after the seed gets its certificate on first use; an unknown owner none', async () => {
    await t.app.database.rows(sql`insert into companies (id, name, tax_id) values ('c-moi', 'Nhà xe Mới Toanh', '0312345678')`);
    const creds = await t.app.transportCredentials.credentialsOf({ kind: 'company', id: 'c-moi' });
    expect(new X509Certificate(creds!.certificatePem).subject).toContain('CN=Nhà xe Mới Toanh');
    expect(new X509Certificate(creds!.certificatePem).checkPrivateKey(await import('node:crypto').then((c) => c.createPrivateKey(creds!.privateKeyPem)))).toBe(true);
    // Same answer the second time (issued once).
    expect((await t.app.transportCredentials.certificateOf({ kind: 'company', id: 'c-moi' }))).toBe(creds!.certificatePem);
    expect(await t.app.transportCredentials.credentialsOf({ kind: 'partner', id: 'p-khong-co' })).toBeNull();
  });
});

describe('installing a PKCS#12', () => {
  it('refuses a wrong password, a file without a key, an expired certificate, garbage, a missing part, an oversized file — and keeps the certificate', async () => {
    const before = (await getCertificate(tokens.admin)).json().results.certificate;
    const { p12 } = legacyP12('Bến xe Miền Đông', 'mat-khau-dung');
    const cases: Array<[Buffer | null, string | null, number, string]> = [
      [p12, 'mat-khau-sai', 400, MSG.transport.certificateWrongPassword],
      [modernP12('Bến xe Miền Đông', 'x', { nokeys: true }).p12, 'x', 400, MSG.transport.certificateNoKey],
      [legacyP12('Bến xe Miền Đông', 'x', new Date(Date.now() - 800 * 86_400_000), new Date(Date.now() - 400 * 86_400_000)).p12, 'x', 400, MSG.transport.certificateExpired],
      [legacyP12('Bến xe Miền Đông', 'x', new Date(Date.now() + 10 * 86_400_000), new Date(Date.now() + 400 * 86_400_000)).p12, 'x', 400, MSG.transport.certificateNotYetValid],
      [Buffer.from('đây không phải chứng thư'), 'x', 400, MSG.transport.certificateUnreadable],
      [null, 'x', 400, MSG.transport.certificateFileRequired],
      [p12, null, 400, MSG.transport.certificatePasswordRequired],
      [Buffer.alloc(PKCS12_MAX_BYTES + 1, 1), 'x', 413, MSG.transport.certificateTooLarge],
    ];
    for (const [file, password, status, message] of cases) {
      const res = await install(tokens.admin, file, password);
      expect({ status: res.statusCode, message: res.json().message }).toEqual({ status, message });
    }
    const notMultipart = await t.app.inject({ method: 'POST', url: PARTNER_CERTIFICATE_INSTALL_PATH, headers: bearer(tokens.admin), payload: { password: 'x' } });
    expect(notMultipart.statusCode).toBe(400);
    expect((await getCertificate(tokens.admin)).json().results.certificate).toEqual(before);
  });

  it('only an ADMIN installs', async () => {
    const { p12 } = legacyP12('Bến xe Miền Đông', 'pw');
    expect((await install(tokens.staff, p12, 'pw')).statusCode).toBe(403);
  });

  it("installs OpenSSL's and the legacy format; signing then uses the installed key, and orders signed before still verify", async () => {
    const store = t.app.transportCredentials;
    const owner = { kind: 'partner' as const, id: 'p-bxmd' };
    const order = generateOrder({ seed: 21, routeId: 'r-mdong-dalat' });
    const localCreds = (await store.credentialsOf(owner))!;
    const signedBefore = signOrderSide(order.xml, 'up', { ...localCreds, name: 'Trần Thị Bích Ngọc', at: new Date() });

    const modern = modernP12('Bến xe Miền Đông (chứng thư thật)', 'Mật khẩu có dấu 1');
    const res = await install(tokens.admin, modern.p12, 'Mật khẩu có dấu 1');
    expect(res.statusCode).toBe(200);
    expect(res.json().results.certificate).toMatchObject({ source: 'pkcs12', fingerprint: sha256Hex(modern.certPem) });
    expect(res.body).not.toContain('Mật khẩu');
    expect((await getCertificate(tokens.admin)).json().results.certificate).toMatchObject({ source: 'pkcs12', fingerprint: sha256Hex(modern.certPem) });

    const installed = (await store.credentialsOf(owner))!;
    expect(installed.source).toBe('pkcs12');
    expect(sha256Hex(installed.certificatePem)).toBe(sha256Hex(modern.certPem));
    const signedAfter = signOrderSide(order.xml, 'up', { ...installed, name: 'Trần Thị Bích Ngọc', at: new Date() });
    const certs = await store.orderCertificates({ companyId: null, partnerUpId: 'p-bxmd', partnerDownId: null }, ['p-bxmd']);
    expect(verifyOrderSignatures(signedAfter, certs).find((b) => b.role === 'up')?.status).toBe('valid');
    expect(verifyOrderSignatures(signedBefore, certs).find((b) => b.role === 'up')?.status).toBe('valid');
    // Negative control: against the current certificate alone, the earlier signature does not verify.
    expect(verifyOrderSignatures(signedBefore, { ...certs, up: await store.certificateOf(owner) }).find((b) => b.role === 'up')?.status).toBe('invalid');

    const legacy = legacyP12('Bến xe Miền Đông', 'cu');
    const res2 = await install(tokens.admin, legacy.p12, 'cu');
    expect(res2.statusCode).toBe(200);
    expect(res2.json().results.certificate.fingerprint).toBe(sha256Hex(legacy.certPem));
    // Other agencies are untouched.
    expect((await getCertificate(tokens.admin2)).json().results.certificate.source).toBe('local-ca');
  });

  it('a new store with the same database and key reads the installed key (it survives a restart)', async () => {
    const key = await loadCredentialsMasterKey(t.app.database);
    const fresh = createCredentialStore({ db: t.app.database, masterKey: key, localCa: true });
    expect((await fresh.credentialsOf({ kind: 'partner', id: 'p-bxmd' }))?.source).toBe('pkcs12');
    const wrongKey = createCredentialStore({ db: t.app.database, masterKey: Buffer.alloc(32, 1), localCa: true });
    await expect(wrongKey.credentialsOf({ kind: 'partner', id: 'p-bxmd' })).rejects.toThrow();
  });
});
