/** Booking channels / platforms (000 §9, 002 §9). Partner bookings are sent with platform 5. */
export const Channel = { NONE: 0, ADMIN: 1, WEB: 2, IOS: 3, ANDROID: 4, PARTNER: 5 } as const;
export type TChannel = (typeof Channel)[keyof typeof Channel];

// ours: no Vietnamese labels in the seeds.
export const CHANNEL_LABELS: Readonly<Record<TChannel, string>> = {
  0: 'Không xác định',
  1: 'Quản trị',
  2: 'Web',
  3: 'iOS',
  4: 'Android',
  5: 'Đại lý',
};

/** platformDetail of partner tickets; the notification list filters on these (002 §7). */
export const PlatformDetail = { PARTNER_APP: 'partner_app', PARTNER_WEB: 'partner_web' } as const;
export type TPlatformDetail = (typeof PlatformDetail)[keyof typeof PlatformDetail];
