import { MSG } from '@busdesk/api-contract';
import { LABELS } from '@busdesk/shared-kit';

/**
 * Texts of the popular routes screen (000 §2.6). Seed texts come from MSG; the rest are ours (the seed names the
 * control but not its label, and gives the counter in English only) and are marked `// ours`.
 */
export const POPULAR_LABELS = {
  title: MSG.popularRoute.title,
  tableLabel: 'Danh sách tuyến', // ours
  routeName: 'Tên tuyến', // ours
  companies: LABELS.fields.company,
  index: LABELS.fields.index,
  company: LABELS.fields.company,
  select: 'Chọn', // ours
  selectRoute: (name: string) => `Chọn tuyến ${name} là tuyến phổ biến`, // ours
  counter: MSG.popularRoute.selectedCount,
  limitReached: MSG.popularRoute.tooMany,
  update: LABELS.actions.update,
  adminOnly: 'Chỉ quản trị viên (ADMIN) được cập nhật tuyến phổ biến.', // ours
  updateSuccess: MSG.popularRoute.updateSuccess,
  updateFailed: MSG.popularRoute.updateFailed,
  searchFailed: (detail: string) => `${MSG.popularRoute.searchFailedTitle} — ${MSG.popularRoute.searchFailed(detail)}`,
} as const;
