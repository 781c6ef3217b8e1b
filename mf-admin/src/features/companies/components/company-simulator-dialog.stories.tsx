import type { TSimulatorAuthoriseResponse } from '@busdesk/api-contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { FAKE_SIMULATOR_COMPANIES } from '../../../test-support/fake-company-services';
import { CompanySimulatorDialog } from './company-simulator-dialog';

const meta = {
  title: 'mf-admin/Companies/SimulatorDialog',
  component: CompanySimulatorDialog,
  args: {
    companies: FAKE_SIMULATOR_COMPANIES,
    onClose: fn(),
    onAuthorise: fn(
      async (request: { companyId: string; routeIds: string[] }): Promise<TSimulatorAuthoriseResponse> => ({
        status: 200,
        authorisation: { companyId: request.companyId, partnerId: 'p1', approvedStatus: 'approved', routeIds: request.routeIds },
        message: null,
      }),
    ),
  },
} satisfies Meta<typeof CompanySimulatorDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo's company simulator: Đông Hải preselected with its two routes; 'Gửi ủy quyền' without a route says so. */
export const TwoCompanies: Story = {};
/** The company API refuses (a route not of the company): the error is shown and the dialog stays open. */
export const Refused: Story = {
  args: { onAuthorise: fn(async (_request: { companyId: string; routeIds: string[] }): Promise<TSimulatorAuthoriseResponse> => ({ status: 400, authorisation: null, message: 'Tuyến không thuộc nhà xe: r-x' })) },
};
