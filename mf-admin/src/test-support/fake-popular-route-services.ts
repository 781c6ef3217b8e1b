import type { TRouteOption } from '@busdesk/api-contract';
import type { PopularRoutesServices } from '../features/popular-routes/popular-routes-services';

// Fake routes for stories only (never in the product path).
const DESTINATIONS = ['Đà Lạt', 'Nha Trang', 'Vũng Tàu', 'Buôn Ma Thuột', 'Quy Nhơn', 'Phan Thiết', 'Bảo Lộc', 'Cần Thơ', 'Cà Mau', 'Sóc Trăng'];
const COMPANIES = [
  { id: 'c-mp', name: 'Nhà xe Minh Phát Limousine' },
  { id: 'c-ht', name: 'Nhà xe Hưng Thịnh' },
  { id: 'c-dh', name: 'Nhà xe Đông Hải' },
];

export function fakeRoutes(count = 60): TRouteOption[] {
  return Array.from({ length: count }, (_, i) => {
    const company = COMPANIES[i % COMPANIES.length]!;
    return {
      id: `r-${i + 1}`,
      name: `Bến xe Miền ${i % 2 ? 'Tây' : 'Đông'} - ${DESTINATIONS[i % DESTINATIONS.length]}${i >= DESTINATIONS.length ? ` (${Math.floor(i / DESTINATIONS.length) + 1})` : ''}`,
      nameShort: null,
      companyId: company.id,
      companyName: company.name,
      pointIds: [],
    };
  });
}

/** Routes, popular routes and companies in memory; `popular` is how many are already chosen. */
export function fakePopularRouteServices(opts: { popular?: number; fail?: 'routes' | 'save' } = {}): PopularRoutesServices {
  const routes = fakeRoutes();
  let popular = routes.slice(0, opts.popular ?? 4).map((r) => r.id);
  const asPopular = () => popular.map((id, position) => ({ ...routes.find((r) => r.id === id)!, position, popular: true }));
  return {
    async listRoutes() {
      if (opts.fail === 'routes') throw new Error('Không kết nối được máy chủ');
      return routes;
    },
    async listPopular() {
      return asPopular();
    },
    async searchCompanies() {
      return COMPANIES.map((c) => ({ ...c, isNotUsingAv: false, companyPhoneNumber: null, debtLimit: null, currentDebt: null }));
    },
    async save(routeIds) {
      if (opts.fail === 'save') throw new Error('Chỉ được chọn tối đa 50 tuyến phổ biến');
      popular = [...routeIds];
      return asPopular();
    },
  };
}
