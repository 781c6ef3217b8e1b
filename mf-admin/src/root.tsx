import { MAIL_OUTBOX_ROUTE, MAIL_TICKET_ROUTE } from '@busdesk/api-contract';
import { MicrofrontendRoutes, type ScreenComponent } from '@busdesk/shared-kit';
import { lazy } from 'react';

/**
 * The screens of this MF by route, each loaded on first visit. Every route of the table has its screen (issue 12);
 * a route added to the table without one would show the honest "coming soon" page (index.test.ts fails on it).
 */
export const ADMIN_SCREENS: Readonly<Record<string, ScreenComponent>> = {
  '/dashboard': lazy(() => import('./features/dashboard/dashboard-page').then((m) => ({ default: () => <m.DashboardPage /> }))),
  '/manage/edit-profile': lazy(() =>
    import('./features/edit-profile/edit-profile-page').then((m) => ({ default: () => <m.EditProfilePage /> })),
  ),
  '/manage/permission': lazy(() => import('./features/permission/permission-page').then((m) => ({ default: m.PermissionPage }))),
  [MAIL_TICKET_ROUTE]: lazy(() => import('./features/mail-ticket/mail-ticket-page').then((m) => ({ default: m.MailTicketPage }))),
  [MAIL_OUTBOX_ROUTE]: lazy(() => import('./features/mail-outbox/mail-outbox-page').then((m) => ({ default: m.MailOutboxPage }))),
  '/manage/telecom-number': lazy(() =>
    import('./features/telecom-numbers/components/telecom-numbers-page').then((m) => ({ default: () => <m.TelecomNumbersPage /> })),
  ),
  '/register-vietqr': lazy(() => import('./features/register-vietqr/components/register-vietqr-page').then((m) => ({ default: () => <m.RegisterVietqrPage /> }))),
  '/config/general': lazy(() => import('./features/general-config/general-config-page').then((m) => ({ default: () => <m.GeneralConfigPage /> }))),
  '/manage/employee': lazy(() => import('./features/employees/employees-page').then((m) => ({ default: () => <m.EmployeesPage /> }))),
  '/manage/company': lazy(() => import('./features/companies/companies-page').then((m) => ({ default: () => <m.CompaniesPage /> }))),
  '/manage/popular-route': lazy(() => import('./features/popular-routes/popular-routes-page').then((m) => ({ default: () => <m.PopularRoutesPage /> }))),
};

export function Root() {
  return <MicrofrontendRoutes mf="mf-admin" screens={ADMIN_SCREENS} />;
}
