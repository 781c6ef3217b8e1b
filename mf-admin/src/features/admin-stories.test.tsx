import { MSG } from '@busdesk/api-contract';
import { BusdeskProviders } from '@busdesk/shared-kit';
import { a11yViolations } from '@busdesk/shared-kit/test-support/a11y-violations';
import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signInAs } from '../test-support/story-session';
import { ADMIN_LABELS } from '../messages';
import { COMPANY_LABELS } from './companies/labels';
import { DASHBOARD_LABELS } from './dashboard/labels';
import { EMPLOYEE_LABELS } from './employees/labels';
import { MAIL_TEMPLATE_LABELS } from './mail-ticket/labels';
import { TELECOM_LABELS } from './telecom-numbers/labels';
import { VIETQR_LABELS } from './register-vietqr/labels';

// Each story is rendered and checked by axe in jsdom: a big screen takes a while on a shared 2-core machine.
vi.setConfig({ testTimeout: 120_000 });
afterEach(cleanup);
const later = { timeout: 15_000 };

type Role = 'ADMIN' | 'STAFF';
/**
 * What a story's state must show — a text, or an element by its role and name — and who is signed in before its own beforeEach
 * runs (ADMIN unless said).
 */
type Expectation = string | RegExp | { text: string | RegExp; as: Role } | { aria: 'button' | 'progressbar'; name?: string };

/**
 * Every story of mf-admin (tests reuse the stories, STYLE #10), found by file: a story file added without its lines
 * here fails the completeness test below, so no story is left unrendered. Keys are '<file below src/>#<story>'.
 */
const EXPECTED: Record<string, Expectation> = {
  'features/companies/companies-page.stories.tsx#AsAdmin': 'Nhà xe Minh Phát Limousine',
  'features/companies/companies-page.stories.tsx#AsStaff': { text: COMPANY_LABELS.adminOnly, as: 'STAFF' },
  'features/companies/companies-page.stories.tsx#SearchFails': /^Lỗi tìm nhà xe — Kết nối tìm kiếm thất bại/,
  'features/companies/companies-page.stories.tsx#UpdateFails': 'Nhà xe Minh Phát Limousine',
  'features/companies/companies-page.stories.tsx#NoSimulator': 'Nhà xe Minh Phát Limousine',
  'features/companies/companies-page.stories.tsx#SimulatorPending': COMPANY_LABELS.simulate,
  'features/companies/components/company-filters.stories.tsx#Empty': COMPANY_LABELS.keyword,
  'features/companies/components/company-filters.stories.tsx#Filtered': 'Chờ duyệt',
  'features/companies/components/company-simulator-dialog.stories.tsx#TwoCompanies': 'Bến xe Miền Tây - Cần Thơ',
  'features/companies/components/company-simulator-dialog.stories.tsx#Refused': COMPANY_LABELS.simulatorTitle,
  'features/companies/components/company-update-dialog.stories.tsx#TwoCompanies': COMPANY_LABELS.dialogTitle(2),
  'features/companies/components/company-update-dialog.stories.tsx#OneCompany': COMPANY_LABELS.dialogTitle(1),
  'features/companies/components/status-select.stories.tsx#ApprovalFilter': 'Tất cả',
  'features/companies/components/status-select.stories.tsx#UsageInDialog': 'Giữ nguyên',
  'features/dashboard/components/bills-attention.stories.tsx#SomeToHandle': DASHBOARD_LABELS.openBankReport,
  'features/dashboard/components/bills-attention.stories.tsx#NoneToHandle': DASHBOARD_LABELS.noBills,
  'features/dashboard/components/dashboard-cards.stories.tsx#BusyDay': DASHBOARD_LABELS.messagesSent,
  'features/dashboard/components/dashboard-cards.stories.tsx#Nothing': DASHBOARD_LABELS.messagesSent,
  'features/dashboard/components/dashboard-charts.stories.tsx#BusyDay': DASHBOARD_LABELS.byHour,
  'features/dashboard/components/dashboard-charts.stories.tsx#Nothing': DASHBOARD_LABELS.noTrips,
  'features/dashboard/dashboard-page.stories.tsx#Today': DASHBOARD_LABELS.byPaymentType,
  'features/dashboard/dashboard-page.stories.tsx#Empty': DASHBOARD_LABELS.noBills,
  'features/dashboard/dashboard-page.stories.tsx#LoadFails': DASHBOARD_LABELS.retry,
  'features/edit-profile/edit-profile-page.stories.tsx#Default': 'Đổi mật khẩu',
  'features/edit-profile/edit-profile-page.stories.tsx#Refused': 'Đổi mật khẩu',
  'features/employees/components/employee-dialog.stories.tsx#Add': EMPLOYEE_LABELS.addTitle,
  'features/employees/components/employee-dialog.stories.tsx#EditStaff': /Trần Thị Bích Ngọc|Nguyễn/,
  'features/employees/components/employee-dialog.stories.tsx#EditAdmin': /Nguyễn|Trần/,
  'features/employees/components/employee-dialog.stories.tsx#EditOwnRowAsStaff': /Nguyễn|Trần/,
  'features/employees/components/employee-table.stories.tsx#AsAdmin': /Nguyễn|Trần/,
  'features/employees/components/employee-table.stories.tsx#AsStaff': /Nguyễn|Trần/,
  'features/employees/components/employee-table.stories.tsx#Loading': /Tên đăng nhập|Họ tên/,
  'features/employees/components/reset-password-dialog.stories.tsx#Confirm': /mật khẩu/i,
  'features/employees/components/reset-password-dialog.stories.tsx#Failing': /mật khẩu/i,
  'features/employees/components/top-up-dialog.stories.tsx#TopUpStaff': /Nạp tiền/,
  'features/employees/components/top-up-dialog.stories.tsx#Refused': /Nạp tiền/,
  'features/employees/employees-page.stories.tsx#Default': MSG.employee.title,
  'features/general-config/components/certificate-upload-dialog.stories.tsx#NoFileYet': MSG.transport.certificateInstall,
  'features/general-config/components/certificate-upload-dialog.stories.tsx#Refused': MSG.transport.certificateWrongPassword,
  'features/general-config/components/company-certificates-block.stories.tsx#Mixed': MSG.transport.companyCertificatesTitle,
  'features/general-config/components/company-certificates-block.stories.tsx#NoneRegistered': MSG.transport.companyCertificatesTitle,
  'features/general-config/components/company-certificates-block.stories.tsx#Expired': MSG.transport.companyCertificatesTitle,
  'features/general-config/components/company-certificates-block.stories.tsx#LoadFails': MSG.transport.certificateLoadFailed,
  'features/general-config/components/company-certificates-block.stories.tsx#RegisterRefused': MSG.transport.companyCertificatesTitle,
  'features/general-config/components/partner-certificate-block.stories.tsx#LocalCa': MSG.transport.certificateTitle,
  'features/general-config/components/partner-certificate-block.stories.tsx#Installed': MSG.transport.certificateTitle,
  'features/general-config/components/partner-certificate-block.stories.tsx#Expired': MSG.transport.certificateTitle,
  'features/general-config/components/partner-certificate-block.stories.tsx#None': MSG.transport.certificateNone,
  'features/general-config/components/partner-certificate-block.stories.tsx#LoadFails': MSG.transport.certificateLoadFailed,
  'features/general-config/components/partner-certificate-block.stories.tsx#WrongPassword': MSG.transport.certificateTitle,
  'features/general-config/components/ticket-config-form.stories.tsx#Saved': MSG.config.ticketTitle,
  'features/general-config/components/ticket-config-form.stories.tsx#NoPickUpType': MSG.config.pointTypeRequired,
  'features/general-config/components/ticket-config-form.stories.tsx#Saving': MSG.config.ticketTitle,
  'features/general-config/components/transport-config-form.stories.tsx#PasswordStored': MSG.config.transportTitle,
  'features/general-config/components/transport-config-form.stories.tsx#NothingStored': MSG.config.transportTitle,
  'features/general-config/general-config-page.stories.tsx#Admin': MSG.config.transportTitle,
  'features/general-config/general-config-page.stories.tsx#WithoutTransportColumn': MSG.config.ticketTitle,
  'features/general-config/general-config-page.stories.tsx#SaveFails': MSG.config.ticketTitle,
  'features/general-config/general-config-page.stories.tsx#LoadFails': MSG.config.loadFailed,
  'features/mail-outbox/mail-view-dialog.stories.tsx#KeptInOutbox': 'Xác nhận đặt vé VX7K2M9Q',
  'features/mail-ticket/components/mail-template-editor.stories.tsx#BuiltIn': 'Chèn trường dữ liệu',
  'features/mail-ticket/components/mail-template-editor.stories.tsx#Saved': 'Chèn trường dữ liệu',
  'features/mail-ticket/components/mail-template-editor.stories.tsx#Loading': { aria: 'progressbar' },
  'features/mail-ticket/components/mail-template-editor.stories.tsx#LoadFailed': new RegExp(MAIL_TEMPLATE_LABELS.loadFailed),
  'features/mail-ticket/components/mail-template-editor.stories.tsx#SaveRefused': 'Chèn trường dữ liệu',
  'features/mail-ticket/components/placeholder-menu.stories.tsx#Closed': 'Chèn trường dữ liệu',
  'features/mail-ticket/components/rich-text-editor.stories.tsx#Template': /Kính gửi/,
  'features/mail-ticket/components/rich-text-editor.stories.tsx#Empty': { aria: 'button', name: MAIL_TEMPLATE_LABELS.bold },
  'features/mail-ticket/components/section-heading.stories.tsx#Heading': 'Xem trước',
  'features/mail-ticket/components/section-heading.stories.tsx#WithNote': /dữ liệu vé mẫu/,
  'features/mail-ticket/components/template-preview.stories.tsx#SampleTicket': MAIL_TEMPLATE_LABELS.preview,
  'features/mail-ticket/components/template-preview.stories.tsx#HostileTemplate': MAIL_TEMPLATE_LABELS.preview,
  'features/mail-ticket/components/test-send-form.stories.tsx#Ready': /Gửi thử/,
  'features/mail-ticket/components/test-send-form.stories.tsx#Disabled': /Gửi thử/,
  'features/mail-ticket/mail-ticket-page.stories.tsx#FirstTemplate': 'Chèn trường dữ liệu',
  'features/mail-ticket/mail-ticket-page.stories.tsx#SavedTemplate': 'Chèn trường dữ liệu',
  'features/mail-ticket/mail-ticket-page.stories.tsx#LoadFails': new RegExp(MAIL_TEMPLATE_LABELS.loadFailed),
  'features/permission/permission-page.stories.tsx#Sample': 'Nhóm quyền',
  'features/popular-routes/components/popular-route-filters.stories.tsx#Empty': /Tên tuyến|Tuyến/,
  'features/popular-routes/components/popular-route-filters.stories.tsx#Filtered': /Tên tuyến|Tuyến/,
  'features/popular-routes/popular-routes-page.stories.tsx#AsAdmin': MSG.popularRoute.selectedCount(4, 50),
  'features/popular-routes/popular-routes-page.stories.tsx#AtTheLimit': MSG.popularRoute.selectedCount(50, 50),
  'features/popular-routes/popular-routes-page.stories.tsx#AsStaff': { text: MSG.popularRoute.selectedCount(4, 50), as: 'STAFF' },
  'features/popular-routes/popular-routes-page.stories.tsx#SearchFails': /^Lỗi tìm tuyến/,
  'features/popular-routes/popular-routes-page.stories.tsx#SaveFails': MSG.popularRoute.selectedCount(4, 50),
  'features/register-vietqr/components/otp-form.stories.tsx#Default': VIETQR_LABELS.otpSentTo('091****678'),
  'features/register-vietqr/components/register-vietqr-page.stories.tsx#NoTerminal': VIETQR_LABELS.none,
  'features/register-vietqr/components/register-vietqr-page.stories.tsx#Active': VIETQR_LABELS.update,
  'features/register-vietqr/components/register-vietqr-page.stories.tsx#AwaitingOtp': VIETQR_LABELS.otpTitle,
  'features/register-vietqr/components/register-vietqr-page.stories.tsx#Staff': { text: MSG.bankQr.adminOnly, as: 'STAFF' },
  'features/register-vietqr/components/terminal-form.stories.tsx#Create': VIETQR_LABELS.create,
  'features/register-vietqr/components/terminal-form.stories.tsx#Update': VIETQR_LABELS.update,
  'features/register-vietqr/components/terminal-status-card.stories.tsx#Active': 'Đang hoạt động',
  'features/register-vietqr/components/terminal-status-card.stories.tsx#AwaitingApproval': 'Chờ duyệt',
  'features/register-vietqr/components/terminal-status-card.stories.tsx#Denied': 'Từ chối',
  'features/register-vietqr/components/terminal-status-card.stories.tsx#Deleted': 'Đã xóa',
  'features/register-vietqr/components/terminal-status-card.stories.tsx#Verifying': 'Đang xác minh',
  'features/register-vietqr/components/terminal-status-card.stories.tsx#None': VIETQR_LABELS.none,
  'features/telecom-numbers/components/telecom-number-dialog.stories.tsx#Add': TELECOM_LABELS.addTitle,
  'features/telecom-numbers/components/telecom-number-dialog.stories.tsx#EditSip': TELECOM_LABELS.secretStored,
  'features/telecom-numbers/components/telecom-number-dialog.stories.tsx#Refused': TELECOM_LABELS.editTitle('1001'),
  'features/telecom-numbers/components/telecom-numbers-page.stories.tsx#Admin': '1001',
  'features/telecom-numbers/components/telecom-numbers-page.stories.tsx#Staff': { text: '1001', as: 'STAFF' },
  'features/telecom-numbers/components/telecom-numbers-page.stories.tsx#Empty': 'Không có dữ liệu',
  'shared/admin-page.stories.tsx#TitleOnly': 'Quản lý nhà xe ủy quyền',
  'shared/admin-page.stories.tsx#WithIntro': /Email gửi cho hành khách/,
  'shared/admin-section.stories.tsx#Default': 'Cấu hình bán vé',
  'shared/admin-update-bar.stories.tsx#Admin': 'Đã chọn 2 nhà xe',
  'shared/admin-update-bar.stories.tsx#NothingChosen': 'Đã chọn 2 nhà xe',
  'shared/admin-update-bar.stories.tsx#Staff': 'Chỉ quản trị viên (ADMIN) được cập nhật trạng thái nhà xe.',
  'shared/sample-data-notice.stories.tsx#Default': ADMIN_LABELS.sample,
  'shared/save-cancel-actions.stories.tsx#Ready': 'Lưu',
  'shared/save-cancel-actions.stories.tsx#Saving': 'Lưu',
};

// Every story module of mf-admin. Vite names a module by its path from this file: './<feature>/…' or '../shared/…'.
const modules = import.meta.glob<Record<string, unknown>>('../**/*.stories.tsx', { eager: true });
const belowSrc = (path: string) => (path.startsWith('./') ? `features/${path.slice(2)}` : path.replace(/^\.\.\//, ''));
type Composed = ComponentType & { load(): Promise<void> };
const stories: Array<[string, Composed]> = Object.entries(modules).flatMap(([path, mod]) =>
  Object.entries(composeStories(mod as Parameters<typeof composeStories>[0])).map(([name, Story]) => [`${belowSrc(path)}#${name}`, Story as unknown as Composed] as [string, Composed]),
);

describe('every mf-admin story', () => {
  it('has its expected state written here (a new story without one fails)', () => {
    expect(stories.length).toBeGreaterThan(90);
    expect(stories.map(([key]) => key).sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  it.each(stories)('%s renders its state with no serious axe findings', async (key, Story) => {
    const expected = EXPECTED[key]!;
    const role: Role = typeof expected === 'object' && 'as' in expected ? expected.as : 'ADMIN';
    signInAs(role);
    // The story's own beforeEach (a story signed in as STAFF) and loaders, as Storybook runs them.
    await Story.load();
    render(
      <BusdeskProviders>
        <Story />
      </BusdeskProviders>,
    );
    const found =
      typeof expected === 'object' && 'aria' in expected
        ? await screen.findAllByRole(expected.aria, expected.name ? { name: expected.name } : {}, later)
        : await screen.findAllByText(typeof expected === 'object' && 'text' in expected ? expected.text : expected, {}, later);
    expect(found.length).toBeGreaterThan(0);
    const violations = await a11yViolations(document.body);
    expect(violations, violations.join('\n')).toEqual([]);
  });
});
