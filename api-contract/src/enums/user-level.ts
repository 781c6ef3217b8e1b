/**
 * User levels listed in the label table of 000 §6; no behaviour is attached to them. With their schema like the other
 * enums: the zod-free role.ts is for the portal shell's first paint, which needs the roles and never the levels.
 */
export const UserLevel = {
  SYSTEM: 'SYSTEM',
  BUREAU: 'BUREAU',
  DEPARTMENT: 'DEPARTMENT',
  DEPARTMENT_STAFF: 'DEPARTMENT_STAFF',
} as const;
export type TUserLevel = (typeof UserLevel)[keyof typeof UserLevel];
// ours: the seeds give these in English.
export const USER_LEVEL_LABELS: Readonly<Record<TUserLevel, string>> = {
  SYSTEM: 'Hệ thống',
  BUREAU: 'Cục',
  DEPARTMENT: 'Sở',
  DEPARTMENT_STAFF: 'Nhân viên sở',
};
