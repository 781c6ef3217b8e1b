/** The fixed demo accounts, printed at start and listed in the README. */
export const DEMO_ACCOUNTS = [
  { username: 'admin', password: 'admin123', role: 'ADMIN', partnerId: 'p-bxmd', description: 'ADMIN, Bến xe Miền Đông (có tuyến được ủy quyền)' },
  { username: 'staff', password: 'staff123', role: 'STAFF', partnerId: 'p-bxmd', description: 'STAFF, Bến xe Miền Đông (có tuyến được ủy quyền)' },
  { username: 'newstaff', password: 'newstaff123', role: 'STAFF', partnerId: 'p-bxmd', description: 'STAFF, Bến xe Miền Đông (chưa có tuyến)' },
  { username: 'admin2', password: 'admin123', role: 'ADMIN', partnerId: 'p-saoviet', description: 'ADMIN, Đại lý vé xe Sao Việt (đại lý khác)' },
] as const;

/** Users of the child partners and a second STAFF of the other agency (not printed; same password rule). */
export const EXTRA_ACCOUNTS = [
  { username: 'quaymoi', password: 'quaymoi123', name: 'Lê Thị Thu Hà', role: 'ADMIN', partnerId: 'p-bxmd-moi' },
  { username: 'thuduc', password: 'thuduc123', name: 'Phạm Minh Tuấn', role: 'STAFF', partnerId: 'p-thuduc' },
  { username: 'saoviet.nv1', password: 'saoviet123', name: 'Đỗ Thị Lan', role: 'STAFF', partnerId: 'p-saoviet' },
  // The arrival station of the Đà Lạt route (transport orders: signs the arrival side).
  { username: 'bxdl', password: 'bxdl123', name: 'Phan Thị Ngọc Ánh', role: 'ADMIN', partnerId: 'p-bxdl' },
] as const;
