import type { Meta, StoryObj } from '@storybook/react-vite';
import { MSG } from '@busdesk/api-contract';
import { ApiError } from '@busdesk/shared-kit';
import { companyCertificatesFixture } from '../../../test-support/admin-fixtures';
import { CompanyCertificatesBlock, type CompanyCertificatesServices } from './company-certificates-block';

const services = (over: Partial<CompanyCertificatesServices> = {}): CompanyCertificatesServices => ({
  listCompanyCertificates: async () => ({ companies: companyCertificatesFixture() }),
  registerCompanyCertificate: async (companyId) => {
    const [registered] = companyCertificatesFixture();
    const entry = companyCertificatesFixture().find((e) => e.companyId === companyId)!;
    return { entry: { ...entry, certificate: { ...registered!.certificate!, subject: `CN=${entry.companyName}, C=VN` } } };
  },
  ...over,
});

const meta = {
  title: 'mf-admin/general-config/CompanyCertificatesBlock',
  component: CompanyCertificatesBlock,
  args: { services: services() },
} satisfies Meta<typeof CompanyCertificatesBlock>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One company with a registered certificate, one with the demo's test certificate, one with none. */
export const Mixed: Story = {};
export const NoneRegistered: Story = {
  args: { services: services({ listCompanyCertificates: async () => ({ companies: companyCertificatesFixture().map((e) => ({ ...e, certificate: null })) }) }) },
};
export const Expired: Story = {
  args: {
    services: services({
      listCompanyCertificates: async () => ({ companies: companyCertificatesFixture().map((e) => (e.certificate ? { ...e, certificate: { ...e.certificate, source: 'registered' as const, notAfter: Date.UTC(2024, 0, 1) } } : e)) }),
    }),
  },
};
export const LoadFails: Story = { args: { services: services({ listCompanyCertificates: async () => Promise.reject(new Error('500')) }) } };
/** The server refuses the file (another company's tax code). */
export const RegisterRefused: Story = {
  args: {
    services: services({
      registerCompanyCertificate: async () => Promise.reject(new ApiError(MSG.transport.companyCertificateTaxMismatch('0301234567', 'Xe khách Sao Nam', '3501234569'), 400, null)),
    }),
  },
};
