import type { StatusColor } from './label-of';

/** Approval of a partner–company link (000 §3–§4); any of the three may be set at any time. */
export const ApprovedStatus = { PENDING: 'pending', APPROVED: 'approved', REJECTED: 'rejected' } as const;
export type TApprovedStatus = (typeof ApprovedStatus)[keyof typeof ApprovedStatus];
export const APPROVED_STATUS_LABELS: Readonly<Record<TApprovedStatus, string>> = {
  pending: 'Chờ duyệt',
  approved: 'Đã duyệt',
  rejected: 'Từ chối',
};

// ours: the seeds give the approval statuses no colours. Pending waits on the agency (orange), approved sells (green),
// rejected does not (red).
export const APPROVED_STATUS_COLORS: Readonly<Record<TApprovedStatus, StatusColor>> = {
  pending: 'orange',
  approved: 'green',
  rejected: 'red',
};

/** Usage of the vendor app by a company; stored as `isNotUsingAv` (000 §4). */
export const CompanyUsage = { USING: 'using', NOT_USING: 'not-using' } as const;
export type TCompanyUsage = (typeof CompanyUsage)[keyof typeof CompanyUsage];
export const COMPANY_USAGE_LABELS: Readonly<Record<TCompanyUsage, string>> = {
  using: 'Đang sử dụng',
  'not-using': 'Chưa sử dụng',
};
export const companyUsageOf = (isNotUsingAv: boolean | null | undefined): TCompanyUsage =>
  isNotUsingAv ? CompanyUsage.NOT_USING : CompanyUsage.USING;
export const companyUsageLabel = (isNotUsingAv: boolean | null | undefined): string =>
  COMPANY_USAGE_LABELS[companyUsageOf(isNotUsingAv)];
// ours: no colours in the seeds.
export const COMPANY_USAGE_COLORS: Readonly<Record<TCompanyUsage, StatusColor>> = { using: 'blue', 'not-using': 'grey' };

/** The sales screen's filter by company use: all / using the app / not using it (001 §2.1). */
export const CompanyUseFilter = { ALL: 'all', USING: 'using', NOT_USING: 'not-using' } as const;
export type TCompanyUseFilter = (typeof CompanyUseFilter)[keyof typeof CompanyUseFilter];
export const COMPANY_USE_FILTER_LABELS: Readonly<Record<TCompanyUseFilter, string>> = {
  all: 'Tất cả', // ours
  using: 'Đang sử dụng',
  'not-using': 'Chưa sử dụng',
};
