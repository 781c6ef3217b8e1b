import { MSG, Role, type TCreatePartnerUserRequest, type TPartnerUser, type TRole, type TUpdatePartnerUserRequest } from '@busdesk/api-contract';

export interface EmployeeForm {
  name: string;
  username: string;
  password: string;
  /** Typed digits; '' is none. */
  debtLimit: string;
  commission: string;
  role: TRole;
  routeIds: string[];
}

export type EmployeeFormErrors = Partial<Record<'name' | 'username' | 'password' | 'debtLimit' | 'commission', string>>;

export const emptyEmployeeForm = (): EmployeeForm => ({ name: '', username: '', password: '', debtLimit: '', commission: '', role: Role.STAFF, routeIds: [] });

export const formFromEmployee = (user: TPartnerUser): EmployeeForm => ({
  name: user.name,
  username: user.username,
  password: '',
  debtLimit: String(user.debtLimit),
  commission: String(user.commission),
  role: user.role,
  routeIds: user.routeIds,
});

/** Whether the dialog's form differs from what it opened with; the routes as a set (removed and chosen again is no edit). */
export function isEmployeeFormChanged(form: EmployeeForm, opened: EmployeeForm): boolean {
  const sameRoutes = form.routeIds.length === opened.routeIds.length && form.routeIds.every((id) => opened.routeIds.includes(id));
  return (
    !sameRoutes ||
    form.name !== opened.name ||
    form.username !== opened.username ||
    form.password !== opened.password ||
    form.debtLimit !== opened.debtLimit ||
    form.commission !== opened.commission ||
    form.role !== opened.role
  );
}

const MONEY = /^\d{1,13}$/;
const digitsOf = (text: string) => text.replace(/[.,\s]/g, '');

/**
 * 000 §5: a new employee needs a name, a username and a password; on edit the name and the (unchangeable) username.
 * Debt limit and commission are optional whole numbers.
 */
export function validateEmployee(form: EmployeeForm, creating: boolean, invalidNumber: string): EmployeeFormErrors {
  const errors: EmployeeFormErrors = {};
  if (form.name.trim() === '') errors.name = MSG.employee.nameRequired;
  if (form.username.trim() === '') errors.username = MSG.employee.usernameRequired;
  if (creating && form.password === '') errors.password = MSG.employee.passwordRequired;
  else if (creating && form.password.length < 6) errors.password = MSG.employee.passwordMin;
  if (form.debtLimit.trim() !== '' && !MONEY.test(digitsOf(form.debtLimit))) errors.debtLimit = invalidNumber;
  if (form.commission.trim() !== '' && !MONEY.test(digitsOf(form.commission))) errors.commission = invalidNumber;
  return errors;
}

const money = (text: string): number | undefined => (text.trim() === '' ? undefined : Number(digitsOf(text)));

/** The create call: the username trimmed (000 §5). */
export function createRequest(form: EmployeeForm): TCreatePartnerUserRequest {
  const request: TCreatePartnerUserRequest = { name: form.name.trim(), userName: form.username.trim(), password: form.password, role: form.role, routeIds: form.routeIds };
  const debtLimit = money(form.debtLimit);
  const commission = money(form.commission);
  if (debtLimit !== undefined) request.debtLimit = debtLimit;
  if (commission !== undefined) request.commission = commission;
  return request;
}

/**
 * The update call with only what the editor may change: the name; for an ADMIN editor the routes, and the limits when
 * the edited user is an ADMIN (000 §5). The username is never sent.
 */
export function updateRequest(user: TPartnerUser, form: EmployeeForm, editorIsAdmin: boolean): TUpdatePartnerUserRequest {
  const request: TUpdatePartnerUserRequest = { userId: user.id, name: form.name.trim() };
  if (!editorIsAdmin) return request;
  request.routeIds = form.routeIds;
  if (user.role === Role.ADMIN) {
    request.debtLimit = money(form.debtLimit) ?? 0;
    request.commission = money(form.commission) ?? 0;
  }
  return request;
}
