import { MSG, parsePartnerConfig, type TPartnerDetailResponse, type TUpdatePartnerRequest } from '@busdesk/api-contract';
import { BusdeskProviders } from '@busdesk/shared-kit';
import { tryToLeave } from '@busdesk/shared-kit/test-support';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GeneralConfigPage, type GeneralConfigServices } from './general-config-page';
import { CONFIG_LABELS as L } from './labels';
import { companyCertificatesFixture, partnerCertificateFixture, partnerDetail } from '../../test-support/admin-fixtures';

afterEach(cleanup);

function setup(detail: TPartnerDetailResponse = partnerDetail(), over: Partial<GeneralConfigServices> = {}) {
  const services: GeneralConfigServices = {
    getPartnerDetail: vi.fn(async () => detail),
    updatePartner: vi.fn(async (request: TUpdatePartnerRequest) => ({
      partner: { ...detail.partner, config: JSON.stringify({ ...JSON.parse(detail.partner.config), phoneHidden: request.ticketConfig?.phoneHidden }) },
      transportConfig: detail.transportConfig ?? { hasPassword: false, hasFutaSecret: false },
    })),
    goBack: vi.fn(),
    getPartnerCertificate: vi.fn(async () => ({ certificate: partnerCertificateFixture() })),
    installPartnerCertificate: vi.fn(async () => ({ certificate: partnerCertificateFixture({ source: 'pkcs12' }) })),
    listCompanyCertificates: vi.fn(async () => ({ companies: companyCertificatesFixture() })),
    registerCompanyCertificate: vi.fn(async (companyId: string) => ({ entry: companyCertificatesFixture().find((e) => e.companyId === companyId)! })),
    ...over,
  };
  render(
    <BusdeskProviders>
      <GeneralConfigPage services={services} />
    </BusdeskProviders>,
  );
  return services;
}
const lastRequest = (services: GeneralConfigServices) => vi.mocked(services.updatePartner).mock.calls.at(-1)![0];


describe('GeneralConfigPage (000 §2.7)', () => {
  it('shows both columns to an ADMIN, the saved values, and never a secret', async () => {
    setup();
    expect(await screen.findByRole('heading', { name: MSG.config.ticketTitle })).toBeTruthy();
    expect(screen.getByRole('heading', { name: MSG.config.transportTitle })).toBeTruthy();
    expect((screen.getByLabelText(L.emailHidden) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText(L.transport.code) as HTMLInputElement).value).toBe('BXMD-79');
    expect((screen.getByLabelText(L.transport.password) as HTMLInputElement).value).toBe('');
    expect(screen.getAllByText(L.secretStored).length).toBeGreaterThan(0);
    expect(screen.getByText('0909123456')).toBeTruthy();
  });

  it('hides the transport column when the server gives none (not an ADMIN)', async () => {
    const { transportConfig: _omit, ...staffDetail } = partnerDetail();
    setup(staffDetail);
    await screen.findByRole('heading', { name: MSG.config.ticketTitle });
    expect(screen.queryByRole('heading', { name: MSG.config.transportTitle })).toBeNull();
  });

  it("says 'Không có giới hạn' for an empty print limit and saves it as none", async () => {
    const services = setup();
    const user = userEvent.setup();
    const limit = await screen.findByLabelText(L.printLimit);
    await user.clear(limit);
    expect(screen.getAllByText(MSG.config.noPrintLimit).length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: L.save }));
    await waitFor(() => expect(services.updatePartner).toHaveBeenCalled());
    expect(lastRequest(services).ticketConfig?.printLimit).toBeNull();
  }, 15_000);

  it("refuses to save without a pick-up type: 'Chọn 1 hình thức đón/trả'", async () => {
    const services = setup();
    const user = userEvent.setup();
    const types = within((await screen.findByText(L.pointTypes)).closest('fieldset')!);
    for (const box of types.getAllByRole('checkbox')) if ((box as HTMLInputElement).checked) await user.click(box);
    await user.click(screen.getByRole('button', { name: L.save }));
    expect(types.getByRole('alert').textContent).toBe(MSG.config.pointTypeRequired);
    expect(services.updatePartner).not.toHaveBeenCalled();
    // Choosing one clears the message and the save goes through.
    await user.click(types.getByLabelText('Tại bến'));
    expect(types.queryByText(MSG.config.pointTypeRequired)).toBeNull();
    await user.click(screen.getByRole('button', { name: L.save }));
    await waitFor(() => expect(lastRequest(services).ticketConfig?.pointTypes).toEqual([0]));
  }, 15_000);

  it('saves the hidden inputs, a new blocked keyword, trimmed transport fields and an empty secret (kept)', async () => {
    const services = setup();
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText(L.phoneHidden));
    await user.type(screen.getByLabelText(L.blockedKeywords), 'vé tết{Enter}');
    fireEvent.change(screen.getByLabelText(L.transport.user), { target: { value: '  kyso  ' } });
    await user.click(screen.getByRole('button', { name: L.save }));
    await waitFor(() => expect(services.updatePartner).toHaveBeenCalled());
    const request = lastRequest(services);
    expect(request.ticketConfig).toMatchObject({ phoneHidden: true, blockSearchKeywords: ['0909123456', 'vé tết'] });
    expect(request.transportConfig).toMatchObject({ user: 'kyso', password: '', futaSecret: '' });
    expect(await screen.findByText(MSG.config.saved)).toBeTruthy();
  }, 15_000);

  it("says 'Lỗi khi lưu cấu hình' when the save fails and 'Lỗi lấy cấu hình' when the load fails", async () => {
    setup(partnerDetail(), { updatePartner: vi.fn(async () => Promise.reject(new Error('500'))) });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: L.save }));
    expect(await screen.findByText(MSG.config.saveFailed)).toBeTruthy();
    cleanup();
    setup(partnerDetail(), { getPartnerDetail: vi.fn(async () => Promise.reject(new Error('500'))) });
    expect((await screen.findAllByText(MSG.config.loadFailed)).length).toBeGreaterThan(0);
  });

  it('Cancel goes back without saving', async () => {
    const services = setup();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: L.cancel }));
    expect(services.goBack).toHaveBeenCalled();
    expect(services.updatePartner).not.toHaveBeenCalled();
    expect(parsePartnerConfig(partnerDetail().partner.config).emailHidden).toBe(true);
  });

  it('asks before an edited form is left (ADR 0119), and not once it is saved', async () => {
    const services = setup();
    const user = userEvent.setup();
    const limit = await screen.findByLabelText(L.printLimit);
    expect(tryToLeave()).toBe(false);
    await user.type(limit, '5');
    expect(tryToLeave()).toBe(true);
    expect(await screen.findByRole('dialog', { name: MSG.common.unsavedChanges.title })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: MSG.common.unsavedChanges.stay }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((limit as HTMLInputElement).value).toBe('35');
    // Back to the value it had is no edit.
    await user.type(limit, '{Backspace}');
    expect(tryToLeave()).toBe(false);
    await user.type(limit, '6');
    await user.click(screen.getByRole('button', { name: L.save }));
    expect(await screen.findByText(MSG.config.saved)).toBeTruthy();
    expect(services.updatePartner).toHaveBeenCalled();
    expect(tryToLeave()).toBe(false);
  }, 15_000);
});
