// Zod-free, so the portal shell can use roles before it paints (the schemas are in schemas.ts).

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
