import { NAV_MENUS, ROUTES } from '@busdesk/api-contract';
import { describe, expect, it } from 'vitest';
import { LABELS, MSG } from './index';

describe('shared messages', () => {
  it('re-exports the contract messages', () => {
    expect(MSG.common.greeting).toBe('Chúc bạn có một ngày làm việc vui vẻ');
    expect(MSG.auth.loginFailed).toBe('Tên đăng nhập hoặc mật khẩu không đúng');
  });
  it('spells the seed-quoted button texts exactly', () => {
    expect(LABELS.actions.getTrips).toBe('Lấy danh sách chuyến');
    expect(LABELS.actions.loadMore).toBe('Tải thêm');
    expect(LABELS.actions.exportExcel).toBe('Xuất excel');
    expect(LABELS.actions.filterReport).toBe('Lọc báo cáo');
    expect(LABELS.actions.fetchData).toBe('Lấy dữ liệu');
  });
  it('names navigation the way the route table does', () => {
    const menuLabels = NAV_MENUS.map((e) => e.label);
    for (const label of [LABELS.nav.sellTickets, LABELS.nav.manage, LABELS.nav.report, LABELS.nav.config]) {
      expect(menuLabels).toContain(label);
    }
    const title = (path: string) => ROUTES.find((r) => r.path === path)?.title;
    expect(title('/manage/edit-profile')).toBe(LABELS.auth.changePassword);
    expect(title('/login')).toBe(LABELS.auth.login);
    expect(title('/register-vietqr')).toBe(LABELS.nav.registerVietQr);
    expect(title('/station-service')).toBe(LABELS.nav.transport);
    expect(title('/404')).toBe(LABELS.notFound.title);
  });
  it('writes the pagination range, also when the total is unknown', () => {
    expect(LABELS.table.displayedRows(1, 20, 45)).toBe('1–20 trên 45');
    expect(LABELS.table.displayedRows(21, 40, -1)).toBe('21–40 trên nhiều hơn 40');
  });
});
