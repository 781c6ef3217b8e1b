/** A seeded user of a partner (password rule: the username's stem + 123). */
export interface SeedAccount {
  username: string;
  password: string;
  name: string;
  role: 'ADMIN' | 'STAFF';
  partnerId: string;
  /** The demo accounts have one: they are printed at start and listed in the README. */
  description?: string;
  /** How many of the partner's routes the user sells, the first ones; all of them when absent. */
  routeCount?: number;
  /** Credit and commission (000 §5); the columns' defaults when absent. */
  debtLimit?: number;
  currentDebt?: number;
  commission?: number;
}

/** Every seeded user, one line each; the ids are `u-<username>` with '.' as '-'. */
export const SEED_ACCOUNTS = [
  { username: 'admin', password: 'admin123', name: 'Nguyễn Văn Quản', role: 'ADMIN', partnerId: 'p-bxmd', description: 'ADMIN, Bến xe Miền Đông (có tuyến được ủy quyền)', debtLimit: 1_000_000_000, commission: 5 },
  { username: 'staff', password: 'staff123', name: 'Trần Thị Bích Ngọc', role: 'STAFF', partnerId: 'p-bxmd', description: 'STAFF, Bến xe Miền Đông (có tuyến được ủy quyền)', routeCount: 4, debtLimit: 50_000_000, currentDebt: 3_250_000, commission: 3 },
  { username: 'newstaff', password: 'newstaff123', name: 'Võ Hoàng Nam', role: 'STAFF', partnerId: 'p-bxmd', description: 'STAFF, Bến xe Miền Đông (chưa có tuyến)', routeCount: 0 },
  { username: 'admin2', password: 'admin123', name: 'Hoàng Minh Đức', role: 'ADMIN', partnerId: 'p-saoviet', description: 'ADMIN, Đại lý vé xe Sao Việt (đại lý khác)', debtLimit: 300_000_000, commission: 5 },
  // Users of the child partners and a second STAFF of the other agency (not printed).
  { username: 'quaymoi', password: 'quaymoi123', name: 'Lê Thị Thu Hà', role: 'ADMIN', partnerId: 'p-bxmd-moi' },
  { username: 'thuduc', password: 'thuduc123', name: 'Phạm Minh Tuấn', role: 'STAFF', partnerId: 'p-thuduc' },
  { username: 'saoviet.nv1', password: 'saoviet123', name: 'Đỗ Thị Lan', role: 'STAFF', partnerId: 'p-saoviet' },
  // The arrival station of the Đà Lạt route (transport orders: signs the arrival side).
  { username: 'bxdl', password: 'bxdl123', name: 'Phan Thị Ngọc Ánh', role: 'ADMIN', partnerId: 'p-bxdl' },
] as const satisfies readonly SeedAccount[];

type DemoAccount = Extract<(typeof SEED_ACCOUNTS)[number], { description: string }>;

/** The fixed demo accounts, printed at start and listed in the README. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = SEED_ACCOUNTS.filter((a): a is DemoAccount => 'description' in a);
