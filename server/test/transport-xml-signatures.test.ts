import { beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@busdesk/api-contract';
import { issueCertificate } from '../src/transport-orders/certificates/local-certificate-authority';
import { generateOrder } from '../src/transport-orders/xml/generate-order-xml';
import { parseOrderXml } from '../src/transport-orders/xml/parse-order-xml';
import { signOrderSide } from '../src/transport-orders/xml/sign-order-side';
import { verifyOrder, verifyOrderSignatures, type OrderCertificates } from '../src/transport-orders/xml/verify-order-signatures';
import { makeSigners, signer } from '../test-support/transport-signers';

let s: Awaited<ReturnType<typeof makeSigners>>;
let certs: OrderCertificates;
let companySigned: ReturnType<typeof generateOrder>;
let bothSigned: string;
const at = new Date();
const upAt = new Date(at.getTime() + 60_000);
const downAt = new Date(at.getTime() + 5 * 3600_000);

const statusOf = (xml: string, c: OrderCertificates = certs) => Object.fromEntries(verifyOrderSignatures(xml, c).filter((b) => b.role !== 'driver').map((b) => [b.role, b.status]));

beforeAll(async () => {
  s = await makeSigners();
  certs = { company: s.company.certificatePem, up: s.up.certificatePem, down: s.down.certificatePem, issuers: [s.ca.certificatePem] };
  companySigned = generateOrder({ seed: 11, routeId: 'r-mdong-nhatrang', companySigner: signer(s.company, at) });
  const upSigned = signOrderSide(companySigned.xml, 'up', { ...signer(s.up, upAt), name: 'Trần Thị Bích Ngọc' }, { passengerCount: 31, time: upAt });
  bothSigned = signOrderSide(upSigned, 'down', { ...signer(s.down, downAt), name: 'Lê Văn Tài' }, { passengerCount: 30, time: null });
});

describe('verifyOrderSignatures', () => {
  it('an order as the company signed it: the company valid with its name and time, both stations absent', () => {
    const blocks = verifyOrderSignatures(companySigned.xml, certs);
    expect(blocks.slice(0, 3)).toEqual([
      { role: 'company', signerName: 'Nhà xe Hưng Thịnh', signedAt: Math.floor(at.getTime() / 1000) * 1000, status: 'valid', reason: null },
      { role: 'up', signerName: null, signedAt: null, status: 'absent', reason: null },
      { role: 'down', signerName: null, signedAt: null, status: 'absent', reason: null },
    ]);
    // Each driver of the order has a block; none signed.
    expect(blocks.slice(3)).toEqual(companySigned.document.drivers.map((d) => ({ role: 'driver', signerName: d.name, signedAt: null, status: 'absent', reason: null })));
  });

  it('an unsigned order: every block absent', () => {
    expect(statusOf(generateOrder({ seed: 11 }).xml)).toEqual({ company: 'absent', up: 'absent', down: 'absent' });
  });

  it('departure then arrival signing keeps the company signature valid, and each side reads its own confirmation', () => {
    expect(statusOf(bothSigned)).toEqual({ company: 'valid', up: 'valid', down: 'valid' });
    const v = verifyOrder(bothSigned, certs);
    expect(v.verified).toEqual({ content: true, up: true, down: true });
    expect(v.document?.up).toEqual({ entryTime: null, departureTime: Math.floor(upAt.getTime() / 1000) * 1000, passengerCount: 31, confirmTime: Math.floor(upAt.getTime() / 1000) * 1000, signerName: 'Trần Thị Bích Ngọc' });
    expect(v.document?.down).toMatchObject({ passengerCount: 30, signerName: 'Lê Văn Tài' });
    expect(v.signatures.find((b) => b.role === 'down')).toMatchObject({ signerName: 'Bến xe phía Nam Nha Trang', signedAt: Math.floor(downAt.getTime() / 1000) * 1000 });
    // The stored form still passes the upload gate (a re-upload of a signed order is possible).
    expect(parseOrderXml(bothSigned).ok).toBe(true);
  });

  it('one changed byte of the arrival confirmation: only the arrival signature turns invalid', () => {
    const tampered = bothSigned.replace('<SoKhach>30</SoKhach>', '<SoKhach>39</SoKhach>');
    expect(tampered).not.toBe(bothSigned);
    expect(statusOf(tampered)).toEqual({ company: 'valid', up: 'valid', down: 'invalid' });
    expect(verifyOrderSignatures(tampered, certs).find((b) => b.role === 'down')?.reason).toBe(MSG.transport.sigContentChanged);
    // The changed block is not read as verified.
    expect(verifyOrder(tampered, certs).verified).toEqual({ content: true, up: true, down: false });
  });

  it('one changed byte of the content (the plate): every signature covering it turns invalid', () => {
    const plate = companySigned.document.vehicle.numberPlate;
    const tampered = bothSigned.replace(`<BienKiemSoat>${plate}</BienKiemSoat>`, `<BienKiemSoat>${plate.slice(0, -1)}9</BienKiemSoat>`);
    expect(tampered).not.toBe(bothSigned);
    expect(statusOf(tampered)).toEqual({ company: 'invalid', up: 'invalid', down: 'invalid' });
    expect(verifyOrder(tampered, certs).verified.content).toBe(false);
  });

  it('a changed signing time is caught too (it is a signed reference)', () => {
    const m = /<SigningTime>([^<]+)<\/SigningTime>/.exec(companySigned.xml)!;
    // Another second than the signed one (a fixed ':59' equalled it once a minute and made the test flaky).
    const changed = m[1]!.replace(/:(\d\d)\+/, (_s, sec: string) => `:${sec === '59' ? '58' : '59'}+`);
    const tampered = companySigned.xml.replace(m[0], `<SigningTime>${changed}</SigningTime>`);
    expect(tampered).not.toBe(companySigned.xml);
    expect(statusOf(tampered).company).toBe('invalid');
  });

  it('a wrong certificate on file: invalid, the others still valid', () => {
    expect(statusOf(bothSigned, { ...certs, up: s.down.certificatePem })).toEqual({ company: 'valid', up: 'invalid', down: 'valid' });
    expect(verifyOrderSignatures(bothSigned, { ...certs, up: s.down.certificatePem }).find((b) => b.role === 'up')?.reason).toBe(MSG.transport.sigWrongCertificate);
    expect(verifyOrderSignatures(bothSigned, { ...certs, company: null }).find((b) => b.role === 'company')).toMatchObject({ status: 'invalid', reason: MSG.transport.sigNoCertificate });
  });

  it("a signature by another key that carries the real company's certificate in KeyInfo is invalid (KeyInfo is not trusted)", () => {
    const forged = generateOrder({ seed: 11, routeId: 'r-mdong-nhatrang', companySigner: { privateKeyPem: s.stranger.privateKeyPem, certificatePem: s.company.certificatePem, at } });
    expect(statusOf(forged.xml).company).toBe('invalid');
  });

  it('an owner with a replaced certificate: signatures made with the earlier one verify against the bundle', async () => {
    const renewed = await issueCertificate(s.ca, { commonName: 'Nhà xe Hưng Thịnh', unit: 'Doanh nghiệp vận tải' });
    expect(statusOf(companySigned.xml, { ...certs, company: renewed.certificatePem }).company).toBe('invalid');
    expect(statusOf(companySigned.xml, { ...certs, company: s.company.certificatePem + renewed.certificatePem }).company).toBe('valid');
  });

  it('a signature made outside the certificate validity is invalid', async () => {
    const late = generateOrder({ seed: 11, companySigner: signer(s.company, new Date(Date.now() + 4 * 365 * 86_400_000)) });
    expect(verifyOrderSignatures(late.xml, certs)[0]).toMatchObject({ status: 'invalid', reason: MSG.transport.sigCertificateNotValidAtSigning });
  });

  it('a signature that does not cover the confirmation it belongs to is invalid', () => {
    // The departure station's signature moved into the arrival list covers content + XacNhanBenDi, not XacNhanBenDen.
    const sig = /<BenDi>(<Signature[\s\S]*?<\/Signature>)<\/BenDi>/.exec(bothSigned)![1]!;
    const moved = bothSigned.replace(/<BenDen><Signature[\s\S]*?<\/Signature><\/BenDen>/, `<BenDen>${sig.replace('CKS-BenDi', 'CKS-BenDi2')}</BenDen>`).replace(/<BenDi><Signature[\s\S]*?<\/Signature><\/BenDi>/, '<BenDi/>');
    expect(verifyOrderSignatures(moved, { ...certs, down: s.up.certificatePem }).find((b) => b.role === 'down')).toMatchObject({ status: 'invalid', reason: MSG.transport.sigNotCovering });
  });

  it('SHA-1 signatures are refused', () => {
    const sha1 = companySigned.xml.replace('xmldsig-more#rsa-sha256', 'xmldsig#rsa-sha1');
    expect(verifyOrderSignatures(sha1, certs)[0]).toMatchObject({ status: 'invalid', reason: MSG.transport.sigAlgorithm });
  });

  it("drivers: valid when the driver's certificate comes from a trusted issuer and names a listed driver", async () => {
    const names = generateOrder({ seed: 12, driverCount: 2 }).document.drivers.map((d) => d.name);
    const [d1, outsider, untrusted] = await Promise.all([
      issueCertificate(s.ca, { commonName: names[0]!, unit: 'Lái xe' }),
      issueCertificate(s.ca, { commonName: 'Người Lạ', unit: 'Lái xe' }),
      issueCertificate(s.otherCa, { commonName: names[1]!, unit: 'Lái xe' }),
    ]);
    const g = generateOrder({ seed: 12, driverCount: 2, companySigner: signer(s.company, at), driverSigners: [signer(d1, at), signer(untrusted, at)] });
    const drivers = verifyOrderSignatures(g.xml, certs).filter((b) => b.role === 'driver');
    expect(drivers).toEqual([
      { role: 'driver', signerName: names[0], signedAt: Math.floor(at.getTime() / 1000) * 1000, status: 'valid', reason: null },
      { role: 'driver', signerName: names[1], signedAt: null, status: 'invalid', reason: MSG.transport.sigDriverUntrusted },
    ]);
    const g2 = generateOrder({ seed: 12, driverCount: 2, driverSigners: [signer(outsider, at)] });
    expect(verifyOrderSignatures(g2.xml, certs).filter((b) => b.role === 'driver')[0]).toMatchObject({ status: 'invalid', reason: MSG.transport.sigDriverNotListed });
  });

  describe('signature wrapping: what is shown must be what was signed (docs/adr/0100)', () => {
    const FORGED_PLATE = '51B-666.66';
    const signedContent = () => /<DLLenh Id="DLLenh">[\s\S]*?<\/DLLenh>/.exec(bothSigned)![0];
    const forgedContent = () => signedContent().replace(' Id="DLLenh"', '').replace(/<BienKiemSoat>[^<]+<\/BienKiemSoat>/, `<BienKiemSoat>${FORGED_PLATE}</BienKiemSoat>`);
    /** A forged DLLenh without an Id first; the company-signed one (found by its Id) kept after it. */
    const forgedFirst = () => bothSigned.replace(signedContent(), forgedContent() + signedContent());
    /**
     * The forged DLLenh in the content's place; the signed one hidden inside an Object of the company signature, its
     * namespace reset (xmlns="") so its canonical form — and the company's digest — stay exactly as signed.
     */
    const signedHidden = () =>
      bothSigned
        .replace(signedContent(), forgedContent())
        .replace(/(<DoanhNghiep><Signature[\s\S]*?)(<\/Signature><\/DoanhNghiep>)/, `$1<Object>${signedContent().replace('<DLLenh ', '<DLLenh xmlns="" ')}</Object>$2`);

    it('the forgeries are what they claim: the forged plate is the first a reader finds, the signed element is still there', () => {
      for (const xml of [forgedFirst(), signedHidden()]) {
        expect(xml.indexOf(FORGED_PLATE)).toBeLessThan(xml.indexOf(`<BienKiemSoat>${companySigned.document.vehicle.numberPlate}<`));
        expect(xml).toMatch(/<DLLenh (xmlns="" )?Id="DLLenh">/);
      }
    });

    it('upload: refused by the parse gate with its message; the honest document passes (negative control)', () => {
      expect(parseOrderXml(forgedFirst())).toEqual({ ok: false, message: MSG.transport.xmlSignedPartsAmbiguous });
      expect(parseOrderXml(signedHidden())).toEqual({ ok: false, message: MSG.transport.xmlSignedPartsAmbiguous });
      expect(parseOrderXml(bothSigned).ok).toBe(true);
    });

    it('verification (a stored forgery): every present block invalid, and the document shows the SIGNED plate, never the forged one', () => {
      for (const xml of [forgedFirst(), signedHidden()]) {
        const v = verifyOrder(xml, certs);
        expect(v.signatures.filter((b) => b.role !== 'driver').map((b) => [b.status, b.reason])).toEqual([
          ['invalid', MSG.transport.sigSignedPartsAmbiguous],
          ['invalid', MSG.transport.sigSignedPartsAmbiguous],
          ['invalid', MSG.transport.sigSignedPartsAmbiguous],
        ]);
        expect(v.verified).toEqual({ content: false, up: false, down: false });
        // Read from the company's reference, which still verifies cryptographically: only the file's reading was forged.
        expect(v.document?.vehicle.numberPlate).toBe(companySigned.document.vehicle.numberPlate);
      }
      // Negative control: the honest document verifies and shows its plate.
      const honest = verifyOrder(bothSigned, certs);
      expect(honest.signatures.slice(0, 3).map((b) => b.status)).toEqual(['valid', 'valid', 'valid']);
      expect(honest.document?.vehicle.numberPlate).toBe(companySigned.document.vehicle.numberPlate);
    });

    it('a forged confirmation shown first (the departure block without Id before the signed one) is refused and invalid too', () => {
      const block = /<XacNhanBenDi Id="XacNhanBenDi">[\s\S]*?<\/XacNhanBenDi>/.exec(bothSigned)![0];
      const forged = bothSigned.replace(block, block.replace(' Id="XacNhanBenDi"', '').replace('<SoKhach>31</SoKhach>', '<SoKhach>2</SoKhach>') + block);
      expect(parseOrderXml(forged)).toEqual({ ok: false, message: MSG.transport.xmlSignedPartsAmbiguous });
      const v = verifyOrder(forged, certs);
      expect(v.signatures.find((b) => b.role === 'up')?.status).toBe('invalid');
      expect(v.document?.up?.passengerCount).toBe(31);
    });
  });

  it('the signature is a real RSA-SHA256 over exclusive-c14n SignedInfo, with the certificate in KeyInfo', () => {
    const sig = /<DoanhNghiep>(<Signature[\s\S]*?<\/Signature>)<\/DoanhNghiep>/.exec(companySigned.xml)![1]!;
    expect(sig).toContain('Algorithm="http://www.w3.org/2001/04/xmldsig-more#rsa-sha256"');
    expect(sig).toContain('Algorithm="http://www.w3.org/2001/10/xml-exc-c14n#"');
    expect(sig).toContain('Algorithm="http://www.w3.org/2000/09/xmldsig#enveloped-signature"');
    expect(sig).toContain('URI="#DLLenh"');
    const certB64 = s.company.certificatePem.replace(/-----[A-Z ]+-----|\s/g, '');
    expect(sig.replace(/\s/g, '')).toContain(`<X509Certificate>${certB64}</X509Certificate>`);
  });
});
