import type { Meta, StoryObj } from '@storybook/react-vite';
import { companyCertificatesFixture, partnerCertificateFixture, partnerDetail } from '../../test-support/admin-fixtures';
import { GeneralConfigPage, type GeneralConfigServices } from './general-config-page';

const services = (over: Partial<GeneralConfigServices> = {}): GeneralConfigServices => ({
  getPartnerDetail: async () => partnerDetail(),
  updatePartner: async () => ({ partner: partnerDetail().partner, transportConfig: partnerDetail().transportConfig! }),
  goBack: () => undefined,
  getPartnerCertificate: async () => ({ certificate: partnerCertificateFixture() }),
  installPartnerCertificate: async () => ({ certificate: partnerCertificateFixture({ source: 'pkcs12' }) }),
  listCompanyCertificates: async () => ({ companies: companyCertificatesFixture() }),
  registerCompanyCertificate: async (companyId) => ({ entry: companyCertificatesFixture().find((e) => e.companyId === companyId)! }),
  ...over,
});

const meta = { title: 'mf-admin/general-config/GeneralConfigPage', component: GeneralConfigPage, args: { services: services() } } satisfies Meta<typeof GeneralConfigPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Admin: Story = {};
export const WithoutTransportColumn: Story = {
  args: {
    services: services({
      getPartnerDetail: async () => {
        const { transportConfig: _none, ...rest } = partnerDetail();
        return rest;
      },
    }),
  },
};
export const SaveFails: Story = { args: { services: services({ updatePartner: async () => Promise.reject(new Error('500')) }) } };
export const LoadFails: Story = { args: { services: services({ getPartnerDetail: async () => Promise.reject(new Error('500')) }) } };
