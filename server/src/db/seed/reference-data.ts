/** Real places (provinces in force since 2025-07-01, real bus stations) and plausible companies and routes. */

export const PROVINCES: ReadonlyArray<{ id: string; name: string; formerNames: string[] }> = [
  { id: 'pv-hanoi', name: 'Hà Nội', formerNames: [] },
  { id: 'pv-hue', name: 'Huế', formerNames: ['Thừa Thiên Huế'] },
  { id: 'pv-laichau', name: 'Lai Châu', formerNames: [] },
  { id: 'pv-dienbien', name: 'Điện Biên', formerNames: [] },
  { id: 'pv-sonla', name: 'Sơn La', formerNames: [] },
  { id: 'pv-langson', name: 'Lạng Sơn', formerNames: [] },
  { id: 'pv-quangninh', name: 'Quảng Ninh', formerNames: [] },
  { id: 'pv-thanhhoa', name: 'Thanh Hóa', formerNames: [] },
  { id: 'pv-nghean', name: 'Nghệ An', formerNames: [] },
  { id: 'pv-hatinh', name: 'Hà Tĩnh', formerNames: [] },
  { id: 'pv-caobang', name: 'Cao Bằng', formerNames: [] },
  { id: 'pv-tuyenquang', name: 'Tuyên Quang', formerNames: ['Hà Giang', 'Tuyên Quang'] },
  { id: 'pv-laocai', name: 'Lào Cai', formerNames: ['Yên Bái', 'Lào Cai'] },
  { id: 'pv-thainguyen', name: 'Thái Nguyên', formerNames: ['Bắc Kạn', 'Thái Nguyên'] },
  { id: 'pv-phutho', name: 'Phú Thọ', formerNames: ['Vĩnh Phúc', 'Hòa Bình', 'Phú Thọ'] },
  { id: 'pv-bacninh', name: 'Bắc Ninh', formerNames: ['Bắc Giang', 'Bắc Ninh'] },
  { id: 'pv-hungyen', name: 'Hưng Yên', formerNames: ['Thái Bình', 'Hưng Yên'] },
  { id: 'pv-haiphong', name: 'Hải Phòng', formerNames: ['Hải Dương', 'Hải Phòng'] },
  { id: 'pv-ninhbinh', name: 'Ninh Bình', formerNames: ['Hà Nam', 'Nam Định', 'Ninh Bình'] },
  { id: 'pv-quangtri', name: 'Quảng Trị', formerNames: ['Quảng Bình', 'Quảng Trị'] },
  { id: 'pv-danang', name: 'Đà Nẵng', formerNames: ['Quảng Nam', 'Đà Nẵng'] },
  { id: 'pv-quangngai', name: 'Quảng Ngãi', formerNames: ['Kon Tum', 'Quảng Ngãi'] },
  { id: 'pv-gialai', name: 'Gia Lai', formerNames: ['Bình Định', 'Gia Lai'] },
  { id: 'pv-khanhhoa', name: 'Khánh Hòa', formerNames: ['Ninh Thuận', 'Khánh Hòa'] },
  { id: 'pv-lamdong', name: 'Lâm Đồng', formerNames: ['Đắk Nông', 'Bình Thuận', 'Lâm Đồng'] },
  { id: 'pv-daklak', name: 'Đắk Lắk', formerNames: ['Phú Yên', 'Đắk Lắk'] },
  { id: 'pv-hcm', name: 'TP. Hồ Chí Minh', formerNames: ['Bà Rịa–Vũng Tàu', 'Bình Dương', 'TP. Hồ Chí Minh'] },
  { id: 'pv-dongnai', name: 'Đồng Nai', formerNames: ['Bình Phước', 'Đồng Nai'] },
  { id: 'pv-tayninh', name: 'Tây Ninh', formerNames: ['Long An', 'Tây Ninh'] },
  { id: 'pv-cantho', name: 'Cần Thơ', formerNames: ['Sóc Trăng', 'Hậu Giang', 'Cần Thơ'] },
  { id: 'pv-vinhlong', name: 'Vĩnh Long', formerNames: ['Bến Tre', 'Trà Vinh', 'Vĩnh Long'] },
  { id: 'pv-dongthap', name: 'Đồng Tháp', formerNames: ['Tiền Giang', 'Đồng Tháp'] },
  { id: 'pv-camau', name: 'Cà Mau', formerNames: ['Bạc Liêu', 'Cà Mau'] },
  { id: 'pv-angiang', name: 'An Giang', formerNames: ['Kiên Giang', 'An Giang'] },
];

/** Bus stations (real names; addresses as commonly given). */
export const STATIONS: ReadonlyArray<{ id: string; name: string; address: string; provinceId: string; code: string }> = [
  { id: 'pt-mdong', name: 'Bến xe Miền Đông', address: '292 Đinh Bộ Lĩnh, phường Bình Thạnh, TP. Hồ Chí Minh', provinceId: 'pv-hcm', code: 'BXMD-79' },
  { id: 'pt-mdongmoi', name: 'Bến xe Miền Đông mới', address: '501 Hoàng Hữu Nam, phường Long Bình, TP. Hồ Chí Minh', provinceId: 'pv-hcm', code: 'BXMDM-79' },
  { id: 'pt-mtay', name: 'Bến xe Miền Tây', address: '395 Kinh Dương Vương, phường An Lạc, TP. Hồ Chí Minh', provinceId: 'pv-hcm', code: 'BXMT-79' },
  { id: 'pt-vungtau', name: 'Bến xe Vũng Tàu', address: '192 Nam Kỳ Khởi Nghĩa, phường Vũng Tàu, TP. Hồ Chí Minh', provinceId: 'pv-hcm', code: 'BXVT-72' },
  { id: 'pt-giapbat', name: 'Bến xe Giáp Bát', address: 'Km 6 Giải Phóng, phường Hoàng Mai, Hà Nội', provinceId: 'pv-hanoi', code: 'BXGB-29' },
  { id: 'pt-mydinh', name: 'Bến xe Mỹ Đình', address: '20 Phạm Hùng, phường Từ Liêm, Hà Nội', provinceId: 'pv-hanoi', code: 'BXMDI-29' },
  { id: 'pt-nuocngam', name: 'Bến xe Nước Ngầm', address: '1 Ngọc Hồi, phường Hoàng Liệt, Hà Nội', provinceId: 'pv-hanoi', code: 'BXNN-29' },
  { id: 'pt-gialam', name: 'Bến xe Gia Lâm', address: '9 Ngô Gia Khảm, phường Bồ Đề, Hà Nội', provinceId: 'pv-hanoi', code: 'BXGL-29' },
  { id: 'pt-danang', name: 'Bến xe Trung tâm Đà Nẵng', address: '201 Tôn Đức Thắng, phường Hòa Khánh, Đà Nẵng', provinceId: 'pv-danang', code: 'BXDN-43' },
  { id: 'pt-dalat', name: 'Bến xe liên tỉnh Đà Lạt', address: '1 Tô Hiến Thành, phường Xuân Hương - Đà Lạt, Lâm Đồng', provinceId: 'pv-lamdong', code: 'BXDL-49' },
  { id: 'pt-baoloc', name: 'Bến xe Bảo Lộc', address: 'Quốc lộ 20, phường B\'Lao, Lâm Đồng', provinceId: 'pv-lamdong', code: 'BXBL-49' },
  { id: 'pt-phanthiet', name: 'Bến xe Bắc Phan Thiết', address: 'Từ Văn Tư, phường Phan Thiết, Lâm Đồng', provinceId: 'pv-lamdong', code: 'BXPT-86' },
  { id: 'pt-nhatrang', name: 'Bến xe phía Nam Nha Trang', address: '58 đường 23/10, phường Nha Trang, Khánh Hòa', provinceId: 'pv-khanhhoa', code: 'BXNT-79' },
  { id: 'pt-cantho', name: 'Bến xe Trung tâm Cần Thơ', address: 'Quốc lộ 1A, phường Hưng Phú, Cần Thơ', provinceId: 'pv-cantho', code: 'BXCT-65' },
  { id: 'pt-camau', name: 'Bến xe Cà Mau', address: 'Lý Thường Kiệt, phường An Xuyên, Cà Mau', provinceId: 'pv-camau', code: 'BXCM-69' },
  { id: 'pt-bmt', name: 'Bến xe phía Bắc Buôn Ma Thuột', address: '71 Nguyễn Chí Thanh, phường Tân An, Đắk Lắk', provinceId: 'pv-daklak', code: 'BXBMT-47' },
  { id: 'pt-quynhon', name: 'Bến xe khách Quy Nhơn', address: '71 Tây Sơn, phường Quy Nhơn Nam, Gia Lai', provinceId: 'pv-gialai', code: 'BXQN-77' },
  { id: 'pt-thanhhoa', name: 'Bến xe phía Bắc Thanh Hóa', address: 'Bà Triệu, phường Hạc Thành, Thanh Hóa', provinceId: 'pv-thanhhoa', code: 'BXTH-36' },
  { id: 'pt-vinh', name: 'Bến xe Bắc Vinh', address: 'Quốc lộ 1A, phường Vinh Hưng, Nghệ An', provinceId: 'pv-nghean', code: 'BXV-37' },
  { id: 'pt-hue', name: 'Bến xe phía Nam Huế', address: '97 An Dương Vương, phường An Cựu, Huế', provinceId: 'pv-hue', code: 'BXHUE-75' },
  { id: 'pt-haiphong', name: 'Bến xe Niệm Nghĩa', address: '273 Trần Nguyên Hãn, phường Lê Chân, Hải Phòng', provinceId: 'pv-haiphong', code: 'BXNNG-15' },
];

export type LayoutName = 'limousine9' | 'limousine22' | 'sleeper34' | 'sleeper40' | 'coach45';

/** Six plausible companies; plate prefix by their home province. */
export const COMPANIES: ReadonlyArray<{ id: string; name: string; phone: string; taxId: string; address: string; platePrefix: string }> = [
  { id: 'c-hungthinh', name: 'Nhà xe Hưng Thịnh', phone: '02838123456', taxId: '0301234567', address: 'TP. Hồ Chí Minh', platePrefix: '51B' },
  { id: 'c-minhphat', name: 'Nhà xe Minh Phát Limousine', phone: '02633822888', taxId: '5801234568', address: 'Đà Lạt, Lâm Đồng', platePrefix: '49B' },
  { id: 'c-saonam', name: 'Xe khách Sao Nam', phone: '02543812345', taxId: '3501234569', address: 'Vũng Tàu, TP. Hồ Chí Minh', platePrefix: '72B' },
  { id: 'c-donghai', name: 'Nhà xe Đông Hải', phone: '02923765432', taxId: '1801234570', address: 'Cần Thơ', platePrefix: '65B' },
  { id: 'c-tanviet', name: 'Xe khách Tân Việt Express', phone: '02436412345', taxId: '0101234571', address: 'Hà Nội', platePrefix: '29B' },
  { id: 'c-hoabinh', name: 'Nhà xe Hòa Bình Xanh', phone: '02373712345', taxId: '2801234572', address: 'Thanh Hóa', platePrefix: '36B' },
];

/** Twelve routes: stops in order with minutes from start and price from the first stop (đồng). */
export const ROUTES: ReadonlyArray<{
  id: string;
  companyId: string;
  name: string;
  nameShort: string;
  gtvt: string;
  layout: LayoutName;
  departures: string[];
  stops: Array<[pointId: string, minutes: number, price: number]>;
}> = [
  { id: 'r-mdong-dalat', companyId: 'c-minhphat', name: 'Bến xe Miền Đông - Đà Lạt', nameShort: 'SG-ĐL', gtvt: '4979.1111.A', layout: 'limousine22', departures: ['06:00', '13:30', '22:00'], stops: [['pt-mdong', 0, 0], ['pt-baoloc', 240, 250000], ['pt-dalat', 420, 350000]] },
  { id: 'r-mdong-nhatrang', companyId: 'c-hungthinh', name: 'Bến xe Miền Đông - Nha Trang', nameShort: 'SG-NT', gtvt: '5079.1112.A', layout: 'sleeper40', departures: ['07:00', '20:00', '22:30'], stops: [['pt-mdong', 0, 0], ['pt-phanthiet', 210, 180000], ['pt-nhatrang', 480, 330000]] },
  { id: 'r-mdong-vungtau', companyId: 'c-saonam', name: 'Bến xe Miền Đông - Vũng Tàu', nameShort: 'SG-VT', gtvt: '5072.1113.A', layout: 'limousine9', departures: ['05:30', '09:00', '15:00'], stops: [['pt-mdong', 0, 0], ['pt-vungtau', 150, 180000]] },
  { id: 'r-mtay-cantho', companyId: 'c-donghai', name: 'Bến xe Miền Tây - Cần Thơ', nameShort: 'SG-CT', gtvt: '5065.1114.A', layout: 'coach45', departures: ['06:30', '10:00', '16:00'], stops: [['pt-mtay', 0, 0], ['pt-cantho', 210, 165000]] },
  { id: 'r-mtay-camau', companyId: 'c-donghai', name: 'Bến xe Miền Tây - Cà Mau', nameShort: 'SG-CM', gtvt: '5069.1115.A', layout: 'sleeper34', departures: ['08:00', '21:00'], stops: [['pt-mtay', 0, 0], ['pt-cantho', 210, 165000], ['pt-camau', 420, 280000]] },
  { id: 'r-mdong-bmt', companyId: 'c-hungthinh', name: 'Bến xe Miền Đông - Buôn Ma Thuột', nameShort: 'SG-BMT', gtvt: '5047.1116.A', layout: 'sleeper40', departures: ['08:30', '21:30'], stops: [['pt-mdong', 0, 0], ['pt-bmt', 480, 300000]] },
  { id: 'r-mdong-quynhon', companyId: 'c-minhphat', name: 'Bến xe Miền Đông - Quy Nhơn', nameShort: 'SG-QN', gtvt: '5077.1117.A', layout: 'sleeper34', departures: ['17:00'], stops: [['pt-mdong', 0, 0], ['pt-nhatrang', 480, 330000], ['pt-quynhon', 660, 420000]] },
  { id: 'r-giapbat-vinh', companyId: 'c-hoabinh', name: 'Bến xe Giáp Bát - Vinh', nameShort: 'HN-V', gtvt: '2937.1118.A', layout: 'sleeper40', departures: ['07:30', '14:00', '21:00'], stops: [['pt-giapbat', 0, 0], ['pt-thanhhoa', 180, 150000], ['pt-vinh', 330, 250000]] },
  { id: 'r-mydinh-danang', companyId: 'c-hoabinh', name: 'Bến xe Mỹ Đình - Đà Nẵng', nameShort: 'HN-ĐN', gtvt: '2943.1119.A', layout: 'sleeper40', departures: ['17:30', '19:00'], stops: [['pt-mydinh', 0, 0], ['pt-vinh', 330, 250000], ['pt-hue', 720, 400000], ['pt-danang', 840, 450000]] },
  { id: 'r-nuocngam-thanhhoa', companyId: 'c-tanviet', name: 'Bến xe Nước Ngầm - Thanh Hóa', nameShort: 'HN-TH', gtvt: '2936.1120.A', layout: 'coach45', departures: ['06:00', '09:30', '13:00', '17:00'], stops: [['pt-nuocngam', 0, 0], ['pt-thanhhoa', 180, 130000]] },
  { id: 'r-gialam-haiphong', companyId: 'c-tanviet', name: 'Bến xe Gia Lâm - Hải Phòng', nameShort: 'HN-HP', gtvt: '2915.1121.A', layout: 'limousine9', departures: ['06:30', '11:00', '16:30'], stops: [['pt-gialam', 0, 0], ['pt-haiphong', 120, 160000]] },
  { id: 'r-danang-hue', companyId: 'c-saonam', name: 'Bến xe Trung tâm Đà Nẵng - Huế', nameShort: 'ĐN-H', gtvt: '4375.1122.A', layout: 'limousine22', departures: ['08:00', '14:00'], stops: [['pt-danang', 0, 0], ['pt-hue', 150, 150000]] },
];

/** Transshipment (trung chuyển) points around the big stations, with their surcharge. */
export const TRANSSHIPMENTS: ReadonlyArray<{ id: string; pointId: string; name: string; address: string; price: number }> = [
  { id: 'ts-q1', pointId: 'pt-mdong', name: 'Văn phòng Quận 1', address: '272 Đề Thám, phường Cầu Ông Lãnh, TP. Hồ Chí Minh', price: 0 },
  { id: 'ts-thuduc', pointId: 'pt-mdong', name: 'Trạm Thủ Đức', address: 'Ngã tư Thủ Đức, phường Thủ Đức, TP. Hồ Chí Minh', price: 20000 },
  { id: 'ts-binhtan', pointId: 'pt-mtay', name: 'Trạm Bình Tân', address: '120 Kinh Dương Vương, phường Bình Tân, TP. Hồ Chí Minh', price: 15000 },
  { id: 'ts-dalat-center', pointId: 'pt-dalat', name: 'Văn phòng Hồ Xuân Hương', address: '11 Trần Quốc Toản, phường Xuân Hương - Đà Lạt, Lâm Đồng', price: 0 },
  { id: 'ts-nhatrang-center', pointId: 'pt-nhatrang', name: 'Văn phòng Trần Phú', address: '82 Trần Phú, phường Nha Trang, Khánh Hòa', price: 30000 },
  { id: 'ts-hanoi-hoankiem', pointId: 'pt-giapbat', name: 'Văn phòng Hoàn Kiếm', address: '16 Hàng Chuối, phường Hai Bà Trưng, Hà Nội', price: 30000 },
];

export const FAMILY_NAMES = ['Nguyễn', 'Trần', 'Lê', 'Phạm', 'Hoàng', 'Huỳnh', 'Phan', 'Vũ', 'Võ', 'Đặng', 'Bùi', 'Đỗ', 'Hồ', 'Ngô', 'Dương', 'Lý'];
export const MIDDLE_NAMES = ['Văn', 'Thị', 'Minh', 'Thanh', 'Ngọc', 'Hoàng', 'Quốc', 'Thu', 'Đức', 'Gia', 'Hữu', 'Kim'];
export const GIVEN_NAMES = ['An', 'Bình', 'Châu', 'Dũng', 'Giang', 'Hà', 'Hải', 'Hạnh', 'Hiếu', 'Hoa', 'Hùng', 'Huy', 'Khánh', 'Lan', 'Linh', 'Long', 'Mai', 'Nam', 'Nga', 'Nhung', 'Phong', 'Phúc', 'Quân', 'Sơn', 'Tâm', 'Thảo', 'Trang', 'Trung', 'Tú', 'Vy', 'Yến'];
/** Mobile prefixes in use (numbers are portable, so no carrier is implied). */
export const MOBILE_PREFIXES = ['090', '091', '093', '094', '096', '097', '098', '086', '088', '032', '035', '038', '070', '077', '079', '081', '085'];
