/** Texts of the sales screen's keyboard help; all ours (the seeds name no shortcuts). */
export const SHORTCUT_HELP_LABELS = {
  title: 'Phím tắt bán vé', // ours
  key: 'Phím', // ours
  does: 'Tác dụng', // ours
  close: 'Đóng', // ours
  open: 'Phím tắt (?)', // ours
  seatKeys:
    'Trong sơ đồ ghế: phím mũi tên di chuyển, Space/Enter chọn ghế. Trên thẻ chuyến: mũi tên phải tới khóa chuyến và sửa xe, Esc quay lại. Trong form: Enter giữ chỗ hoặc cập nhật.', // ours
} as const;
