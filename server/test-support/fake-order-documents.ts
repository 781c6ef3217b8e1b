import { createHash } from 'node:crypto';
import type { TTransportOrderDocument, TTransportSide, TTransportSignature } from '@busdesk/api-contract';
import type { CredentialOwner, OrderCertificates, OrderConfirm, OrderCredentials, OrderDocuments, OrderSigner, SigningCredentials, VerifiedOrder } from '../src/transport-orders/order-documents';

/**
 * A stand-in for the XML and certificate library in the orders service's tests: plain XML whose content is the
 * document as JSON, and "signatures" that are SHA-256 over the signer's certificate and the content the role covers
 * (company: everything but the two stations' confirm blocks; up: everything but the arrival block; down: all). So a
 * wrong certificate, a changed byte of covered content and a missing block behave as real XML-DSig would for the
 * service's rules: invalid, invalid, absent. Not XML-DSig; the library's own tests cover that.
 */
type Role = 'company' | 'up' | 'down';
interface FakeSignature {
  role: Role;
  signer: string;
  at: number;
  value: string;
}

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const unescapeXml = (s: string) => s.replace(/&quot;/g, '"').replace(/&gt;/g, '>').replace(/&lt;/g, '<').replace(/&amp;/g, '&');

function covered(doc: TTransportOrderDocument, role: Role): string {
  const view = role === 'company' ? { ...doc, up: null, down: null } : role === 'up' ? { ...doc, down: null } : doc;
  return JSON.stringify(view);
}
const signatureValue = (certificate: string, doc: TTransportOrderDocument, role: Role) =>
  createHash('sha256').update(`${certificate}\n${role}\n${covered(doc, role)}`).digest('hex');

function render(doc: TTransportOrderDocument, sigs: readonly FakeSignature[], root = 'LenhVanChuyen'): string {
  const blocks = sigs.map((s) => `<ChuKy vaiTro="${s.role}" nguoiKy="${escapeXml(s.signer)}" thoiGian="${s.at}" giaTri="${s.value}"/>`).join('');
  return `<?xml version="1.0" encoding="UTF-8"?><${root}><NoiDung>${escapeXml(JSON.stringify(doc))}</NoiDung>${blocks}</${root}>`;
}

function read(xml: string): { doc: TTransportOrderDocument; sigs: FakeSignature[]; root: 'LenhDienTu' | 'LenhVanChuyen' } | string {
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) return 'Tệp XML có khai báo DOCTYPE hoặc ENTITY';
  const root = /^<\?xml[^>]*\?>\s*<(LenhVanChuyen|LenhDienTu)>/.exec(xml)?.[1] as 'LenhDienTu' | 'LenhVanChuyen' | undefined;
  if (!root) return 'Tệp không phải lệnh vận chuyển';
  const content = /<NoiDung>([\s\S]*?)<\/NoiDung>/.exec(xml)?.[1];
  if (content === undefined) return 'Tệp XML không đúng cấu trúc';
  let doc: TTransportOrderDocument;
  try {
    doc = JSON.parse(unescapeXml(content)) as TTransportOrderDocument;
  } catch {
    return 'Tệp XML không đúng cấu trúc';
  }
  const sigs = [...xml.matchAll(/<ChuKy vaiTro="(company|up|down)" nguoiKy="([^"]*)" thoiGian="(\d+)" giaTri="([0-9a-f]+)"\/>/g)].map((m) => ({
    role: m[1] as Role,
    signer: unescapeXml(m[2]!),
    at: Number(m[3]),
    value: m[4]!,
  }));
  return { doc, sigs, root };
}

export const fakeCertificate = (owner: CredentialOwner) => `FAKE-CERT ${owner.kind}:${owner.id}`;

export const fakeOrderDocuments: OrderDocuments = {
  parse(input) {
    const xml = Buffer.isBuffer(input) ? input.toString('utf8') : input;
    const r = read(xml);
    if (typeof r === 'string') return { ok: false, message: r };
    return { ok: true, order: { xml, document: r.doc, rootName: r.root } };
  },
  verify(xml: string, certs: OrderCertificates): VerifiedOrder {
    const r = read(xml);
    if (typeof r === 'string') return { signatures: [], document: null, verified: { content: false, up: false, down: false } };
    const signatures: TTransportSignature[] = (['company', 'up', 'down'] as const).map((role) => {
      const sig = r.sigs.find((s) => s.role === role);
      if (!sig) return { role, signerName: null, signedAt: null, status: 'absent', reason: null };
      const cert = certs[role];
      const ok = cert !== null && sig.value === signatureValue(cert, r.doc, role);
      return { role, signerName: sig.signer, signedAt: sig.at, status: ok ? 'valid' : 'invalid', reason: ok ? null : cert === null ? 'Không có chứng thư số để xác thực' : 'Chữ ký không khớp với nội dung hoặc chứng thư' };
    });
    // The fake's one JSON document is what every signature covers: verified when a signature covering it is valid.
    const valid = (role: Role) => signatures.some((b) => b.role === role && b.status === 'valid');
    return { signatures, document: r.doc, verified: { content: valid('company') || valid('up') || valid('down'), up: valid('up') || valid('down'), down: valid('down') } };
  },
  sign(xml: string, side: TTransportSide, signer: OrderSigner, confirm?: OrderConfirm): string {
    const r = read(xml);
    if (typeof r === 'string') throw new Error(r);
    const at = signer.at.getTime();
    const time = confirm?.time?.getTime() ?? null;
    // As the real signer: the side's moment is the departure up, the arrival at the station down.
    const block = { entryTime: side === 'down' ? time : null, departureTime: side === 'up' ? time : null, passengerCount: confirm?.passengerCount ?? null, confirmTime: at, signerName: signer.name };
    const doc: TTransportOrderDocument = { ...r.doc, [side]: block };
    // The private key of a fake credential is its certificate with another label: sign with the certificate it pairs.
    const value = signatureValue(signer.certificatePem, doc, side);
    const sigs = [...r.sigs.filter((s) => s.role !== side), { role: side, signer: signer.name, at, value }];
    return render(doc, sigs, r.root);
  },
};

/** Every company and partner has a credential, except those `without` (an owner with no certificate installed). */
export function fakeCredentials(without: readonly string[] = []): OrderCredentials & { remove(id: string): void; restore(id: string): void } {
  const missing = new Set(without);
  const creds = (owner: CredentialOwner): SigningCredentials | null =>
    missing.has(owner.id) ? null : { privateKeyPem: `FAKE-KEY ${owner.kind}:${owner.id}`, certificatePem: fakeCertificate(owner), source: 'local-ca' };
  return {
    credentialsOf: async (owner) => creds(owner),
    orderCertificates: async (o) => ({
      company: o.companyId ? (creds({ kind: 'company', id: o.companyId })?.certificatePem ?? null) : null,
      up: o.partnerUpId ? (creds({ kind: 'partner', id: o.partnerUpId })?.certificatePem ?? null) : null,
      down: o.partnerDownId ? (creds({ kind: 'partner', id: o.partnerDownId })?.certificatePem ?? null) : null,
    }),
    remove: (id) => void missing.add(id),
    restore: (id) => void missing.delete(id),
  };
}

export interface FakeOrderInput {
  code: string;
  company?: { id: string; name: string; taxCode: string | null; phone?: string | null };
  upStation?: { name: string; code: string };
  downStation?: { name: string; code: string };
  numberPlate?: string;
  departure: number;
  /** Sign as these owners (a company signs with its certificate; false: unsigned). */
  signCompany?: boolean | { certificateOf: CredentialOwner };
  signUp?: CredentialOwner;
  signDown?: CredentialOwner;
}

/** A realistic order of the demo's network (Bến xe Miền Đông → Đà Lạt, Minh Phát), optionally signed. */
export function fakeOrderXml(input: FakeOrderInput): string {
  const company = input.company ?? { id: 'c-minhphat', name: 'Nhà xe Minh Phát Limousine', taxCode: '5801234568', phone: '02633822888' };
  const up = input.upStation ?? { name: 'Bến xe Miền Đông', code: 'BXMD-79' };
  const down = input.downStation ?? { name: 'Bến xe liên tỉnh Đà Lạt', code: 'BXDL-49' };
  const doc: TTransportOrderDocument = {
    code: input.code,
    validFrom: input.departure - 3_600_000,
    validTo: input.departure + 12 * 3_600_000,
    company: { name: company.name, taxCode: company.taxCode, phone: company.phone ?? null },
    drivers: [
      { name: 'Nguyễn Văn Hùng', licenceClass: 'D' },
      { name: 'Trần Minh Quang', licenceClass: 'E' },
    ],
    serviceStaff: ['Lê Thị Mai'],
    vehicle: { numberPlate: input.numberPlate ?? '51B-123.45', seatCount: 22, brand: 'Ford Transit' },
    route: { code: '4979.1111.A', upStationName: up.name, upStationCode: up.code, downStationName: down.name, downStationCode: down.code, itinerary: 'Quốc lộ 1A - Quốc lộ 20' },
    plannedDepartureTime: input.departure,
    up: null,
    down: null,
  };
  let xml = render(doc, []);
  const signAs = (role: Role, owner: CredentialOwner, name: string) => {
    const r = read(xml) as Exclude<ReturnType<typeof read>, string>;
    const d = role === 'company' ? r.doc : { ...r.doc, [role]: { entryTime: null, departureTime: null, passengerCount: null, confirmTime: input.departure, signerName: name } };
    xml = render(d, [...r.sigs, { role, signer: name, at: input.departure - 1_800_000, value: signatureValue(fakeCertificate(owner), d, role) }]);
  };
  if (input.signCompany !== false) signAs('company', input.signCompany && input.signCompany !== true ? input.signCompany.certificateOf : { kind: 'company', id: company.id }, company.name);
  if (input.signUp) signAs('up', input.signUp, 'Nhân viên bến đi');
  if (input.signDown) signAs('down', input.signDown, 'Nhân viên bến đến');
  return xml;
}
