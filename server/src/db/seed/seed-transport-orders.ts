import { and, gte, lt } from 'drizzle-orm';
import type { Database } from '../database';
import * as s from '../schema/index';
import { COMPANIES, ROUTES, STATIONS } from './reference-data';

const DAY = 86_400_000;
const VN_OFFSET = 7 * 3_600_000;
const vnMidnight = (t: number) => Math.floor((t + VN_OFFSET) / DAY) * DAY - VN_OFFSET;
const vnDate = (t: number) => new Date(t + VN_OFFSET).toISOString().slice(0, 10).replace(/-/g, '');
/** Partners of the demo that own station codes (ADR 0080: a side's partner is the owner of its code's prefix). */
const STATION_PARTNERS: Record<string, { id: string; name: string }> = {
  'pt-mdong': { id: 'p-bxmd', name: 'Bến xe Miền Đông' },
  'pt-dalat': { id: 'p-bxdl', name: 'Bến xe liên tỉnh Đà Lạt' },
};

/** Departure / arrival statuses shown on today's orders: every status of 002 §4, and a failed transmission. */
const STATES: Array<{ up: number; down: number; error: string | null }> = [
  { up: 1, down: 1, error: null },
  { up: 2, down: 1, error: 'Hết thời gian chờ phản hồi (ghi nhận cục bộ, chưa gửi đi)' },
  { up: 3, down: 1, error: 'Cơ quan quản lý đã tiếp nhận (ghi nhận cục bộ, chưa gửi đi)' },
  { up: 3, down: 2, error: 'Cơ quan quản lý đã tiếp nhận (ghi nhận cục bộ, chưa gửi đi)' },
  { up: 3, down: 3, error: 'Cơ quan quản lý đã tiếp nhận (ghi nhận cục bộ, chưa gửi đi)|Cơ quan quản lý đã tiếp nhận (ghi nhận cục bộ, chưa gửi đi)' },
  { up: 2, down: 1, error: 'Bị từ chối: Biển số xe chưa được cấp phù hiệu cho tuyến này (ghi nhận cục bộ, chưa gửi đi)' },
];

/**
 * Transport orders on today's departures from Bến xe Miền Đông (issue 14), in every status.
 *
 * TODO(i14a-generateOrderXml): the XML below is a placeholder that names the order only. When the XML and certificate
 * library lands, build each order with generateOrderXml (company-signed with the local CA's credentials) and sign the
 * stations' sides with signOrderSide per STATES, so the view verifies every block; the statuses then follow from the
 * verified signatures (ADR 0080) instead of being written here.
 */
export async function seedTransportOrders(
  database: Database,
  ctx: { now: number },
): Promise<void> {
  const today = vnMidnight(ctx.now);
  const trips = await database.db
    .select({ id: s.trips.id, routeId: s.trips.routeId, companyId: s.trips.companyId, startTime: s.trips.startTime })
    .from(s.trips)
    .where(and(gte(s.trips.startTime, today), lt(s.trips.startTime, today + DAY)));
  const todays = trips
    .filter((t) => ROUTES.find((r) => r.id === t.routeId)?.stops[0]?.[0] === 'pt-mdong')
    .sort((a, b) => a.startTime - b.startTime)
    .slice(0, STATES.length * 2);
  if (!todays.length) return;
  await database.db.insert(s.transportOrders).values(
    todays.map((t, i) => {
      const route = ROUTES.find((r) => r.id === t.routeId)!;
      const company = COMPANIES.find((c) => c.id === t.companyId)!;
      const first = STATIONS.find((x) => x.id === route.stops[0]![0])!;
      const last = STATIONS.find((x) => x.id === route.stops[route.stops.length - 1]![0])!;
      const down = STATION_PARTNERS[last.id] ?? null;
      const state = STATES[i % STATES.length]!;
      const code = `LVC-${vnDate(ctx.now)}-${String(i + 1).padStart(3, '0')}`;
      return {
        id: `lvc-${i + 1}`,
        code,
        companyId: company.id,
        companyName: company.name,
        companyPhone: company.phone,
        companyKey: company.taxId,
        routeId: route.id,
        tripId: t.id,
        numberPlate: null,
        timeStartTrip: t.startTime,
        xml: `<?xml version="1.0" encoding="UTF-8"?><LenhVanChuyen><ThongTinChung><MaLenh>${code}</MaLenh></ThongTinChung></LenhVanChuyen>`,
        companyStatus: 3,
        stationUpStatus: state.up,
        // An arrival station we do not serve cannot sign here: it waits.
        stationDownStatus: down ? state.down : 1,
        partnerUpId: STATION_PARTNERS[first.id]!.id,
        partnerDownId: down?.id ?? null,
        partnerUpCode: first.code,
        partnerDownCode: last.code,
        descriptionError: state.error,
        uploadedPartnerId: 'p-bxmd',
      };
    }),
  );
}
