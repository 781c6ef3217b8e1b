/** The softphone's frame: the toggle, the panel and its tabs. The seeds name the elements, not their labels: ours. */
export const PANEL_LABELS = {
  panel: 'Tổng đài', // ours
  toggle: 'Tổng đài', // ours
  /** The toggle while a call goes on: what it is, the call's state and the other party. */
  toggleInCall: (state: string, number: string) => `Tổng đài · ${state} · ${number}`, // ours
  /** The toggle after a ring nobody answered, until the next call. */
  toggleMissed: (number: string) => `Tổng đài · Cuộc gọi nhỡ · ${number}`, // ours
  open: 'Mở tổng đài', // ours
  close: 'Đóng tổng đài', // ours
  tabs: 'Cuộc gọi và lịch sử', // ours
  callTab: 'Cuộc gọi', // ours
  historyTab: 'Lịch sử', // ours
  /** The history tab is the line's provider's: its name says which. */
  historyTabOf: (provider: string) => `Lịch sử · ${provider}`, // ours
  noLine: 'Chọn máy lẻ để nhận và gọi điện thoại', // ours
} as const;
