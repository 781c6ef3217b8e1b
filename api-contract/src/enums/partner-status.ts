/** Partner registration status (002 §4). */
export const PartnerStatus = {
  CANCELLED: 0,
  CREATED: 1,
  EVALUATION_REJECTED: 2,
  EVALUATION_APPROVED: 3,
  REGISTRATION_REJECTED: 4,
  REGISTERED: 10,
} as const;
export type TPartnerStatus = (typeof PartnerStatus)[keyof typeof PartnerStatus];

// ours: the seeds give these in English.
export const PARTNER_STATUS_LABELS: Readonly<Record<TPartnerStatus, string>> = {
  0: 'Đã hủy',
  1: 'Mới tạo',
  2: 'Từ chối sau thẩm định',
  3: 'Đã duyệt thẩm định',
  4: 'Từ chối đăng ký',
  10: 'Đã đăng ký',
};

/** What a partner is (ours; the seeds name the field only): a bus station signs transport orders, an agency sells. */
export const PartnerType = {
  STATION: 'station',
  AGENCY: 'agency',
} as const;
export type TPartnerType = (typeof PartnerType)[keyof typeof PartnerType];
export const isStationPartner = (partner: { partnerType: string }): boolean => partner.partnerType === PartnerType.STATION;
