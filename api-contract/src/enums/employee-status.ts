/** Employee status, stored as `isActive` (000 §4). Only ADMIN toggles it, only for STAFF. */
export const EmployeeStatus = { ACTIVE: 'active', LOCKED: 'locked' } as const;
export type TEmployeeStatus = (typeof EmployeeStatus)[keyof typeof EmployeeStatus];
export const EMPLOYEE_STATUS_LABELS: Readonly<Record<TEmployeeStatus, string>> = {
  active: 'Đang hoạt động',
  locked: 'Khóa',
};
export const employeeStatusOf = (isActive: boolean | null | undefined): TEmployeeStatus =>
  isActive ? EmployeeStatus.ACTIVE : EmployeeStatus.LOCKED;
export const employeeStatusLabel = (isActive: boolean | null | undefined): string =>
  EMPLOYEE_STATUS_LABELS[employeeStatusOf(isActive)];
