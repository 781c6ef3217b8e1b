/**
 * Labels the shared components need that `LABELS` (shared-kit/src/messages) does not carry yet. None is quoted
 * by the seeds: each is our wording (aria labels, hints). To move into `LABELS` when its owner next edits it.
 */
export const COMPONENT_LABELS = {
  companyPhoneFill: 'Điền số điện thoại nhà xe',
  companyRemainingDebt: 'Hạn mức còn lại',
  searching: 'Đang tìm...',
  printFrameTitle: 'Khung in',
} as const;
