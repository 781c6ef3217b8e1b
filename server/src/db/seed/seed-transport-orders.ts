import { and, gte, lt } from 'drizzle-orm';
import type { CredentialStore } from '../../transport-orders/certificates/signing-credentials';
import { describeSignature } from '../../transport-orders/describe-signature';
import { generateOrder } from '../../transport-orders/xml/generate-order-xml';
import { signOrderSide } from '../../transport-orders/xml/sign-order-side';
import { verifyOrderSignatures } from '../../transport-orders/xml/verify-order-signatures';
import type { Database } from '../database';
import * as s from '../schema/index';
import { COMPANIES, ROUTES, STATIONS } from './reference-data';

const DAY = 86_400_000;
const VN_OFFSET = 7 * 3_600_000;
const vnMidnight = (t: number) => Math.floor((t + VN_OFFSET) / DAY) * DAY - VN_OFFSET;
const vnDate = (t: number) => new Date(t + VN_OFFSET).toISOString().slice(0, 10).replace(/-/g, '');
/** Partners of the demo that own station codes (ADR 0080: a side's partner is the owner of its code's prefix). */
const STATION_PARTNERS: Record<string, { id: string; name: string; signer: string }> = {
  'pt-mdong': { id: 'p-bxmd', name: 'Bến xe Miền Đông', signer: 'Trần Thị Thu Hà' },
  'pt-dalat': { id: 'p-bxdl', name: 'Bến xe liên tỉnh Đà Lạt', signer: 'Phạm Văn Đức' },
};
const LOCAL = '(ghi nhận cục bộ, chưa gửi đi)';
const ACCEPTED = `Cơ quan quản lý đã tiếp nhận ${LOCAL}`;

/**
 * Departure / arrival statuses of today's orders, so that every status of 002 §4 shows on each side, and failed
 * transmissions too. An order to a station of ours (Đà Lạt) goes through the arrival's statuses 1, 2, 3; an order
 * to a station that is not ours has arrival 0 'Chưa ký' (nobody here signs it, as an upload records it) and goes
 * through the departure's. Assigned in departure order, so the same trips get the same statuses every day.
 */
const SERVED_STATES: Array<{ up: number; down: number; error: string | null }> = [
  { up: 1, down: 1, error: null },
  { up: 3, down: 2, error: ACCEPTED },
  { up: 3, down: 3, error: `${ACCEPTED}|${ACCEPTED}` },
];
const UNSERVED_STATES: Array<{ up: number; error: string | null }> = [
  { up: 1, error: null },
  { up: 2, error: `Hết thời gian chờ phản hồi ${LOCAL}` },
  { up: 3, error: ACCEPTED },
  { up: 2, error: `Bị từ chối: Biển số xe chưa được cấp phù hiệu cho tuyến này ${LOCAL}` },
];
const ORDERS_PER_DAY = 12;
/** A company that has not sent today's orders yet: its departures show 'Chưa có lệnh' on /station-service. */
const NO_ORDERS_YET = new Set(['r-mdong-bmt']);

/**
 * Transport orders on today's departures from Bến xe Miền Đông (issue 14), in every status: each a generated
 * LenhVanChuyen signed by its company with the demo CA's credentials, then by the stations whose status says they
 * signed, so the view verifies every block. Status 3 (transmitted) and the attempts' texts are written as the local
 * gateway would have left them; the attempt rows themselves start empty.
 */
export async function seedTransportOrders(database: Database, ctx: { now: number; credentials: CredentialStore }): Promise<void> {
  const today = vnMidnight(ctx.now);
  const at = new Date(Math.floor(ctx.now / 1000) * 1000);
  const trips = await database.db
    .select({ id: s.trips.id, routeId: s.trips.routeId, companyId: s.trips.companyId, startTime: s.trips.startTime })
    .from(s.trips)
    .where(and(gte(s.trips.startTime, today), lt(s.trips.startTime, today + DAY)));
  const todays = trips
    .filter((t) => ROUTES.find((r) => r.id === t.routeId)?.stops[0]?.[0] === 'pt-mdong' && !NO_ORDERS_YET.has(t.routeId))
    .sort((a, b) => a.startTime - b.startTime)
    .slice(0, ORDERS_PER_DAY);
  if (!todays.length) return;
  const credentialsOf = async (kind: 'company' | 'partner', id: string) => {
    const c = await ctx.credentials.credentialsOf({ kind, id });
    if (!c) throw new Error(`no demo credentials for ${kind} ${id}`);
    return c;
  };
  const rows = [];
  let served = 0;
  let unserved = 0;
  for (const [i, t] of todays.entries()) {
    const route = ROUTES.find((r) => r.id === t.routeId)!;
    const company = COMPANIES.find((c) => c.id === t.companyId)!;
    const first = STATIONS.find((x) => x.id === route.stops[0]![0])!;
    const last = STATIONS.find((x) => x.id === route.stops[route.stops.length - 1]![0])!;
    const up = STATION_PARTNERS[first.id]!;
    const down = STATION_PARTNERS[last.id] ?? null;
    const state = down ? SERVED_STATES[served++ % SERVED_STATES.length]! : { ...UNSERVED_STATES[unserved++ % UNSERVED_STATES.length]!, down: 0 };
    const code = `LVC-${vnDate(ctx.now)}-${String(i + 1).padStart(3, '0')}`;
    const companyKey = await credentialsOf('company', company.id);
    const order = generateOrder({ seed: i + 1, routeId: route.id, departureAt: Math.floor(t.startTime / 1000) * 1000, code, companySigner: { ...companyKey, at } });
    let xml = order.xml;
    const upCount = 6 + ((i * 7) % 14);
    if (state.up >= 2) xml = signOrderSide(xml, 'up', { ...(await credentialsOf('partner', up.id)), name: up.signer, at }, { passengerCount: upCount, time: new Date(t.startTime) });
    const downStatus = state.down;
    if (down && downStatus >= 2) xml = signOrderSide(xml, 'down', { ...(await credentialsOf('partner', down.id)), name: down.signer, at }, { passengerCount: upCount - 1, time: null });
    const signatures = verifyOrderSignatures(xml, await ctx.credentials.orderCertificates({ companyId: company.id, partnerUpId: up.id, partnerDownId: down?.id ?? null }, [up.id]));
    const described = (role: 'company' | 'up' | 'down') => describeSignature(signatures.find((sig) => sig.role === role));
    rows.push({
      id: `lvc-${i + 1}`,
      code,
      companyId: company.id,
      companyName: company.name,
      companyPhone: company.phone,
      companyKey: company.taxId,
      routeId: route.id,
      tripId: t.id,
      numberPlate: order.document.vehicle.numberPlate,
      timeStartTrip: t.startTime,
      xml,
      companyStatus: 3,
      stationUpStatus: state.up,
      stationDownStatus: downStatus,
      partnerUpId: up.id,
      partnerDownId: down?.id ?? null,
      partnerUpCode: first.code,
      partnerDownCode: last.code,
      upStationName: first.name,
      downStationName: last.name,
      numberCustomerUp: state.up >= 2 ? upCount : null,
      numberCustomerDown: down && downStatus >= 2 ? upCount - 1 : null,
      timeUpConfirm: state.up >= 2 ? at.getTime() : null,
      timeDownConfirm: down && downStatus >= 2 ? at.getTime() : null,
      descriptionError: state.error,
      descriptionSignCompany: described('company'),
      descriptionSignUp: described('up'),
      descriptionSignDown: described('down'),
      uploadedPartnerId: up.id,
    });
  }
  await database.db.insert(s.transportOrders).values(rows);
}
