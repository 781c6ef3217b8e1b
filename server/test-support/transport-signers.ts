import { createLocalCertificateAuthority, issueCertificate, type KeyAndCertificate } from '../src/transport-orders/certificates/local-certificate-authority';

/** A CA and the signers of one order (company, both stations, a stranger), made once per test file. */
export async function makeSigners() {
  const ca = await createLocalCertificateAuthority();
  const otherCa = await createLocalCertificateAuthority();
  const [company, up, down, stranger] = await Promise.all([
    issueCertificate(ca, { commonName: 'Nhà xe Hưng Thịnh', unit: 'Doanh nghiệp vận tải', identifier: '0301234567' }),
    issueCertificate(ca, { commonName: 'Bến xe Miền Đông', unit: 'Bến xe', identifier: 'BXMD-79' }),
    issueCertificate(ca, { commonName: 'Bến xe phía Nam Nha Trang', unit: 'Bến xe', identifier: 'BXNT-79' }),
    issueCertificate(otherCa, { commonName: 'Nhà xe Hưng Thịnh', unit: 'Doanh nghiệp vận tải' }),
  ]);
  return { ca, otherCa, company, up, down, stranger };
}

export const signer = (k: KeyAndCertificate, at = new Date()) => ({ privateKeyPem: k.privateKeyPem, certificatePem: k.certificatePem, at });
