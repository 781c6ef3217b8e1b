import type { Meta, StoryObj } from '@storybook/react-vite';
import { MSG } from '@busdesk/api-contract';
import { ApiError } from '@busdesk/shared-kit';
import { partnerCertificateFixture } from '../../../test-support/admin-fixtures';
import { PartnerCertificateBlock, type PartnerCertificateServices } from './partner-certificate-block';

const services = (over: Partial<PartnerCertificateServices> = {}): PartnerCertificateServices => ({
  getPartnerCertificate: async () => ({ certificate: partnerCertificateFixture() }),
  installPartnerCertificate: async () => ({ certificate: partnerCertificateFixture({ source: 'pkcs12', subject: 'CN=Bến xe Miền Đông, O=Công ty CP Bến xe Miền Đông, C=VN', issuer: 'CN=VNPT Certification Authority, O=VNPT Group, C=VN' }) }),
  ...over,
});

const meta = {
  title: 'mf-admin/general-config/PartnerCertificateBlock',
  component: PartnerCertificateBlock,
  args: { services: services() },
} satisfies Meta<typeof PartnerCertificateBlock>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The demo's certificate from the local CA, with the notice that it is a test certificate. */
export const LocalCa: Story = {};
export const Installed: Story = {
  args: { services: services({ getPartnerCertificate: async () => ({ certificate: partnerCertificateFixture({ source: 'pkcs12', issuer: 'CN=VNPT Certification Authority, O=VNPT Group, C=VN' }) }) }) },
};
export const Expired: Story = { args: { services: services({ getPartnerCertificate: async () => ({ certificate: partnerCertificateFixture({ source: 'pkcs12', notAfter: Date.UTC(2024, 0, 1) }) }) }) } };
export const None: Story = { args: { services: services({ getPartnerCertificate: async () => ({ certificate: null }) }) } };
export const LoadFails: Story = { args: { services: services({ getPartnerCertificate: async () => Promise.reject(new Error('500')) }) } };
export const WrongPassword: Story = { args: { services: services({ installPartnerCertificate: async () => Promise.reject(new ApiError(MSG.transport.certificateWrongPassword, 400, null)) }) } };
