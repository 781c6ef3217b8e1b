import { MSG, PKCS12_MAX_BYTES } from '@busdesk/api-contract';
import { ApiError, BusdeskProviders } from '@busdesk/shared-kit';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { partnerCertificateFixture } from '../../../test-support/admin-fixtures';
import { CONFIG_LABELS as L } from '../labels';
import { PartnerCertificateBlock, type PartnerCertificateServices } from './partner-certificate-block';

afterEach(cleanup);

function setup(over: Partial<PartnerCertificateServices> = {}) {
  const services: PartnerCertificateServices = {
    getPartnerCertificate: vi.fn(async () => ({ certificate: partnerCertificateFixture() })),
    installPartnerCertificate: vi.fn(async () => ({ certificate: partnerCertificateFixture({ source: 'pkcs12', subject: 'CN=Bến xe Miền Đông (thật), C=VN', fingerprint: 'ab'.repeat(32) }) })),
    ...over,
  };
  render(
    <BusdeskProviders>
      <PartnerCertificateBlock services={services} />
    </BusdeskProviders>,
  );
  return services;
}

const p12 = (bytes = 2000) => new File([new Uint8Array(bytes)], 'chungthu.p12', { type: 'application/x-pkcs12' });

async function openInstall() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: MSG.transport.certificateInstall }));
  const dialog = await screen.findByRole('dialog', { name: MSG.transport.certificateInstall });
  return { user, dialog };
}

describe("PartnerCertificateBlock ('Chứng thư số')", () => {
  it('shows the installed certificate: subject, issuer, validity, fingerprint, source, and that a local-CA one is a test certificate', async () => {
    setup();
    expect(await screen.findByText('CN=Bến xe Miền Đông, OU=Bến xe, serialNumber=BXMD-79, C=VN')).toBeTruthy();
    expect(screen.getByText(/Busdesk CA thử nghiệm/)).toBeTruthy();
    expect(screen.getByText('76:5A:1D:85:84:50:65:CF:8D:41:6F:2F:85:5A:20:A7:78:29:D8:FE:E5:D7:33:02:A4:DD:64:47:10:F6:E9:EF')).toBeTruthy();
    expect(screen.getByText(L.certificate.sources['local-ca'])).toBeTruthy();
    expect(screen.getByText(L.certificate.localCaNotice)).toBeTruthy();
    expect(screen.getByText(/2029/)).toBeTruthy();
  });

  it('says when none is installed, when it has expired, and when it cannot be loaded', async () => {
    setup({ getPartnerCertificate: async () => ({ certificate: null }) });
    expect(await screen.findByText(MSG.transport.certificateNone)).toBeTruthy();
    cleanup();
    setup({ getPartnerCertificate: async () => ({ certificate: partnerCertificateFixture({ source: 'pkcs12', notAfter: Date.UTC(2024, 0, 1) }) }) });
    expect(await screen.findByText(MSG.transport.certificateExpired)).toBeTruthy();
    expect(screen.queryByText(L.certificate.localCaNotice)).toBeNull();
    cleanup();
    setup({ getPartnerCertificate: async () => Promise.reject(new Error('500')) });
    expect(await screen.findByText(MSG.transport.certificateLoadFailed)).toBeTruthy();
  });

  it('installs a file with its password, then shows the new certificate and clears the password', async () => {
    const services = setup();
    const { user, dialog } = await openInstall();
    const file = p12();
    await user.upload(within(dialog).getByLabelText(L.certificate.file), file);
    expect(within(dialog).getByText('chungthu.p12')).toBeTruthy();
    await user.type(within(dialog).getByLabelText(L.certificate.password), 'Mật khẩu 1');
    await user.click(within(dialog).getByRole('button', { name: L.certificate.submit }));
    await waitFor(() => expect(services.installPartnerCertificate).toHaveBeenCalledWith(file, 'Mật khẩu 1'));
    expect(await screen.findByText('CN=Bến xe Miền Đông (thật), C=VN')).toBeTruthy();
    expect(screen.getByText(L.certificate.sources.pkcs12)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Reopened, the dialog has forgotten the password.
    const again = await openInstall();
    expect((within(again.dialog).getByLabelText(L.certificate.password) as HTMLInputElement).value).toBe('');
  });

  it("checks the form before sending, and shows the server's refusal in the dialog", async () => {
    const services = setup({ installPartnerCertificate: vi.fn(async () => Promise.reject(new ApiError(MSG.transport.certificateWrongPassword, 400, null))) });
    const { user, dialog } = await openInstall();
    await user.click(within(dialog).getByRole('button', { name: L.certificate.submit }));
    expect(within(dialog).getByRole('alert').textContent).toBe(MSG.transport.certificateFileRequired);
    await user.upload(within(dialog).getByLabelText(L.certificate.file), p12(PKCS12_MAX_BYTES + 1));
    await user.type(within(dialog).getByLabelText(L.certificate.password), 'x');
    await user.click(within(dialog).getByRole('button', { name: L.certificate.submit }));
    expect(within(dialog).getByRole('alert').textContent).toBe(MSG.transport.certificateTooLarge);
    await user.upload(within(dialog).getByLabelText(L.certificate.file), p12());
    await user.clear(within(dialog).getByLabelText(L.certificate.password));
    await user.click(within(dialog).getByRole('button', { name: L.certificate.submit }));
    expect(within(dialog).getByRole('alert').textContent).toBe(MSG.transport.certificatePasswordRequired);
    expect(services.installPartnerCertificate).not.toHaveBeenCalled();
    await user.type(within(dialog).getByLabelText(L.certificate.password), 'sai');
    await user.click(within(dialog).getByRole('button', { name: L.certificate.submit }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(MSG.transport.certificateWrongPassword);
    // The certificate shown is still the old one.
    expect(screen.getByText(L.certificate.localCaNotice)).toBeTruthy();
  });
});
