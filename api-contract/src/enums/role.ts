// Zod-free, so the portal shell can use roles before it paints (the schemas are in role-schema.ts).

/** Partner user roles. Only ADMIN and STAFF act in the product; PARTNER and DRIVER exist as labels (000 §6). */
export const Role = { ADMIN: 'ADMIN', STAFF: 'STAFF', PARTNER: 'PARTNER', DRIVER: 'DRIVER' } as const;
export type TRole = (typeof Role)[keyof typeof Role];

/** The seed's pick list labels them partner, driver, manager (ADMIN); STAFF is ours. */
export const ROLE_LABELS: Readonly<Record<TRole, string>> = {
  ADMIN: 'Quản lý',
  STAFF: 'Nhân viên', // ours
  PARTNER: 'Đối tác',
  DRIVER: 'Tài xế',
};

export const isAdmin = (role: unknown): boolean => role === Role.ADMIN;

/** User levels listed in the label table of 000 §6; no behaviour is attached to them. */
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
