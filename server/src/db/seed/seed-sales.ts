import { sql } from 'drizzle-orm';
import { bookingCommissionEntries } from '../../sales/commission-ledger';
import { deliveryColumns } from '../../messaging/delivery';
import type { Database } from '../database';
import * as s from '../schema/index';
import type { Random } from './prng';
import { COMPANIES, FAMILY_NAMES, GIVEN_NAMES, MIDDLE_NAMES, MOBILE_PREFIXES, ROUTES, STATIONS } from './reference-data';
import { SEAT_LAYOUTS, sellableSeats } from './seat-layouts';
import { qrPngDataUrl } from '../../payments/qr-image';
import { buildVietQrPayload } from '../../payments/vietqr';

const DAY = 86_400_000;
const VN_OFFSET = 7 * 3_600_000;
/** Midnight in Asia/Ho_Chi_Minh (UTC+7, no daylight saving) of the day containing `t`. */
export const vnMidnight = (t: number) => Math.floor((t + VN_OFFSET) / DAY) * DAY - VN_OFFSET;
/** yyyyMMdd business date in Asia/Ho_Chi_Minh. */
/**
 * The demo's message history was never sent anywhere: what went through is a local record (never counted as
 * delivered), what did not is a failure.
 */
const demoDelivery = (ok: boolean) => ({ isSuccess: false, ...deliveryColumns(ok ? 'local' : 'failed') });

export const vnDate = (t: number) => Number(new Date(t + VN_OFFSET).toISOString().slice(0, 10).replace(/-/g, ''));

interface Seller {
  partnerId: string | null;
  userId: string | null;
  name: string;
  agency: string;
}

const PARTNER_NAMES: Record<string, string> = {
  'p-bxmd': 'Bến xe Miền Đông',
  'p-bxmd-moi': 'Quầy vé Bến xe Miền Đông mới',
  'p-thuduc': 'Đại lý vé Thủ Đức',
  'p-saoviet': 'Đại lý vé xe Sao Việt',
};
const PARTNER_SELLERS: Record<string, Array<[userId: string, name: string]>> = {
  'p-bxmd': [['u-admin', 'Nguyễn Văn Quản'], ['u-staff', 'Trần Thị Bích Ngọc']],
  'p-bxmd-moi': [['u-quaymoi', 'Lê Thị Thu Hà']],
  'p-thuduc': [['u-thuduc', 'Phạm Minh Tuấn']],
  'p-saoviet': [['u-admin2', 'Hoàng Minh Đức'], ['u-saoviet-nv1', 'Đỗ Thị Lan']],
};

async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>, size = 400): Promise<void> {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/** Trips from yesterday to 7 days ahead, tickets in every status by several agencies and by the companies. */
export async function seedSales(database: Database, ctx: { rnd: Random; now: number; partnerRoutes: Record<string, string[]> }): Promise<void> {
  const { rnd, now } = ctx;
  const { db } = database;
  const person = () => `${rnd.pick(FAMILY_NAMES)} ${rnd.pick(MIDDLE_NAMES)} ${rnd.pick(GIVEN_NAMES)}`;
  const phone = () => `${rnd.pick(MOBILE_PREFIXES)}${rnd.digits(7)}`;
  const stationName = (id: string) => STATIONS.find((x) => x.id === id)?.name ?? id;
  const today = vnMidnight(now);

  const trips: Array<typeof s.trips.$inferInsert> = [];
  const tickets: Array<typeof s.tickets.$inferInsert> = [];
  const logs: Array<typeof s.ticketLogs.$inferInsert> = [];
  const settlements: Array<typeof s.tripPartnerSettlements.$inferInsert> = [];
  let ticketSeq = 0;
  let codeSeq = 0;

  for (const route of ROUTES) {
    const sellersOfRoute: Seller[] = Object.entries(ctx.partnerRoutes)
      .filter(([, ids]) => ids.includes(route.id))
      .flatMap(([partnerId]) => (PARTNER_SELLERS[partnerId] ?? []).map(([userId, name]) => ({ partnerId, userId, name, agency: PARTNER_NAMES[partnerId] ?? '' })));
    const companyName = COMPANIES.find((c) => c.id === route.companyId)?.name ?? '';
    const companySeller: Seller = { partnerId: null, userId: null, name: companyName, agency: companyName };
    const layout = SEAT_LAYOUTS[route.layout];
    const seats = sellableSeats(route.layout);
    const lastStop = route.stops[route.stops.length - 1]!;
    const firstStop = route.stops[0]!;
    for (let day = -1; day <= 7; day++) {
      route.departures.forEach((hhmm, k) => {
        const [h, m] = hhmm.split(':').map(Number) as [number, number];
        const startTime = today + day * DAY + (h * 60 + m) * 60_000;
        const arrival = startTime + lastStop[1] * 60_000;
        const tripStatus = arrival < now ? 3 : startTime < now ? 2 : day <= 1 ? 1 : 0;
        const tripId = `t-${route.id.slice(2)}-${vnDate(startTime)}-${k + 1}`;
        const hasVehicle = day <= 2 || rnd.chance(0.5);
        const vehicleId = hasVehicle ? `v-${route.companyId.slice(2)}-${route.layout}-${rnd.int(1, 4)}` : null;
        const price = lastStop[2];
        trips.push({
          id: tripId,
          companyId: route.companyId,
          routeId: route.id,
          vehicleId,
          driverIds: hasVehicle ? [`d-${route.companyId.slice(2)}-${rnd.int(1, 2)}`] : [],
          tripCode: `${route.nameShort}-${vnDate(startTime)}-${hhmm.replace(':', '')}`,
          startTime,
          startDate: vnDate(startTime),
          startTimeReality: tripStatus >= 2 ? startTime + rnd.int(0, 15) * 60_000 : null,
          tripStatus,
          seatMap: layout.seats,
          lockSeat: rnd.chance(0.2) ? [{ seatId: seats[seats.length - 1]!.seatId, note: 'Nhà xe giữ' }] : [],
          partnerLocks: route.id === 'r-mdong-vungtau' && day === 3 ? [{ partnerId: 'p-bxmd', lockType: 1, updatedAt: now }] : [],
          choosableSeat: route.id === 'r-nuocngam-thanhhoa' ? 0 : 1,
          timePartnerHolder: route.layout === 'limousine9' ? 0 : 30 * 60_000,
          timePartnerLockBooking: 15 * 60_000,
          timePartnerAllowCancel: 2 * 3_600_000,
          price,
          totalSeat: seats.length,
        });
        // Partners settle finished trips (001 §2.2 lists only settled trips).
        if (tripStatus === 3) {
          for (const partnerId of Object.keys(ctx.partnerRoutes).filter((p) => ctx.partnerRoutes[p]!.includes(route.id))) {
            if (rnd.chance(0.7)) settlements.push({ tripId, partnerId, isPartnerSettled: true, settledAt: arrival + 3_600_000, settledBy: PARTNER_SELLERS[partnerId]?.[0]?.[0] ?? null });
          }
        }
        const fill = day < 0 ? 0.75 : day === 0 ? 0.6 : day <= 2 ? 0.4 : 0.15;
        const lockedSeatIds = new Set((trips[trips.length - 1]!.lockSeat ?? []).map((x) => x.seatId));
        let i = 0;
        while (i < seats.length) {
          const groupSize = rnd.chance(0.25) ? rnd.int(2, 3) : 1;
          const group = seats.slice(i, i + groupSize).filter((x) => !lockedSeatIds.has(x.seatId));
          i += groupSize;
          if (!group.length || !rnd.chance(fill)) continue;
          const seller = sellersOfRoute.length && rnd.chance(0.75) ? rnd.pick(sellersOfRoute) : companySeller;
          const createdDate = Math.min(now - 60_000, startTime - rnd.int(1, 72) * 3_600_000);
          let status: number;
          if (tripStatus === 3) status = rnd.chance(0.1) ? 0 : 5;
          else if (tripStatus === 2) status = rnd.chance(0.1) ? 0 : 4;
          else status = rnd.pick([2, 2, 3, 3, 3, 7, 0]);
          if (status === 7 && seller.partnerId) status = 2;
          const fullName = person();
          const phoneNumber = phone();
          const ticketCode = `VX${String(++codeSeq).padStart(6, '0')}`;
          const downStop = route.stops.length > 2 && rnd.chance(0.3) ? route.stops[route.stops.length - 2]! : lastStop;
          const agencyPrice = downStop[2] - firstStop[2];
          for (const seat of group) {
            const ticketId = `tk${String(++ticketSeq).padStart(7, '0')}`;
            const paid = status === 3 || status === 4 || status === 5 ? agencyPrice : status === 2 && rnd.chance(0.4) ? 100_000 : 0;
            // Some holds are past their deadline: with a deposit they show 'Hết hạn giữ chỗ'; zero-paid ones get released.
            const overTime = status === 2 ? (rnd.chance(0.3) ? now - rnd.int(5, 120) * 60_000 : startTime - 30 * 60_000) : null;
            const pointUpType = rnd.chance(0.15) ? 3 : 0;
            tickets.push({
              id: ticketId,
              ticketCode,
              tripId,
              companyId: route.companyId,
              routeId: route.id,
              startDate: vnDate(startTime),
              seatId: seat.seatId,
              ticketStatus: status,
              fullName,
              phoneNumber,
              email: rnd.chance(0.3) ? `khach${ticketSeq}@gmail.com` : null,
              note: rnd.chance(0.1) ? 'Khách mang theo hành lý lớn' : null,
              agencyPrice,
              originalTicketPrice: agencyPrice,
              paidMoney: paid,
              overTime,
              paymentType: paid > 0 ? rnd.pick([3, 3, 3, 6, 24, 2]) : 3,
              orderer: fullName,
              ordererPhoneNumber: phoneNumber,
              pointUp: { id: firstStop[0], name: stationName(firstStop[0]), pointType: pointUpType, ...(pointUpType === 3 ? { transshipmentId: null } : {}) },
              pointDown: { id: downStop[0], name: stationName(downStop[0]), pointType: 0 },
              pointUpType,
              pointDownType: 0,
              partnerId: seller.partnerId,
              sellerId: seller.userId,
              sellerName: seller.name,
              agency: seller.agency,
              userPartnerId: seller.userId,
              platform: seller.partnerId ? 5 : 2,
              platformDetail: seller.partnerId ? 'partner_web' : 'company_web',
              saleChannel: seller.partnerId ? 2 : 1,
              getInTimePlan: startTime,
              invoiceInfo: { requireStatus: rnd.chance(0.1) ? 1 : 0 },
              invoiceStatus: status === 5 && rnd.chance(0.3) ? 3 : null,
              serialInvoice: null,
              formInvoice: null,
              numberOfSmsSent: rnd.chance(0.5) ? 1 : 0,
              isSendZns: rnd.chance(0.3),
              numberOfPrint: status >= 3 ? rnd.int(0, 2) : 0,
              commission: seller.partnerId ? Math.round(agencyPrice * 0.05) : 0,
              cancelReason: status === 0 ? 'Khách không đi nữa muốn hủy vé.' : null,
              cancelTime: status === 0 ? createdDate + 3_600_000 : null,
              cancelUserName: status === 0 ? seller.name : null,
              isRefunded: status === 0 && rnd.chance(0.5),
              createdDate,
            });
            logs.push({ ticketId, createdDate, createdUserId: seller.userId, createdUserName: seller.name, logType: 1, logs: [{ field: 'seatIds', value: seat.seatId }, { field: 'fullName', value: fullName }, { field: 'phoneNumber', value: phoneNumber }, { field: 'ticketStatus', value: status === 0 ? 2 : status }, { field: 'agencyPrice', value: agencyPrice }, { field: 'paidMoney', value: paid }] });
            if (status === 0) logs.push({ ticketId, createdDate: createdDate + 3_600_000, createdUserId: seller.userId, createdUserName: seller.name, logType: 3, logs: [{ field: 'ticketStatus', value: 0 }] });
          }
        }
      });
    }
  }

  await insertChunked(trips, (c) => db.insert(s.trips).values(c));
  await insertChunked(tickets, (c) => db.insert(s.tickets).values(c), 300);
  await insertChunked(logs, (c) => db.insert(s.ticketLogs).values(c));
  if (settlements.length) await insertChunked(settlements, (c) => db.insert(s.tripPartnerSettlements).values(c));
  await seedSideData(database, { rnd, now, tickets });
}

/** SMS/ZNS history, transactions, payments, telephony, templates and a few transport orders. */
async function seedSideData(database: Database, ctx: { rnd: Random; now: number; tickets: Array<typeof s.tickets.$inferInsert> }) {
  const { rnd, now, tickets } = ctx;
  const { db } = database;
  const sold = tickets.filter((t) => t.partnerId);
  const sample = (n: number) => Array.from({ length: Math.min(n, sold.length) }, () => rnd.pick(sold));

  await insertChunked(
    sample(160).map((t, i) => {
      const content = `Ve ${t.ticketCode} ghe ${t.seatId} cua ban da duoc dat. Vui long co mat truoc gio xuat ben 30 phut.`;
      return { id: `sms-${i + 1}`, partnerId: t.partnerId ?? null, companyId: t.companyId, ticketId: t.id ?? null, phoneNumber: t.phoneNumber ?? '', content, objectType: 1500, messageType: 1, sendDate: now - rnd.int(0, 7 * 24) * 3_600_000, ...demoDelivery(rnd.chance(0.92)), length: content.length, quantity: Math.ceil(content.length / 160), price: 800, realPrice: 650 };
    }),
    (c) => db.insert(s.smsRecords).values(c),
  );
  await insertChunked(
    sample(120).map((t, i) => {
      const ok = rnd.chance(0.88);
      return { id: `zns-${i + 1}`, partnerId: t.partnerId ?? null, ticketId: t.id ?? null, templateId: 'zt-1', phoneNumber: `84${(t.phoneNumber ?? '').slice(1)}`, znsType: rnd.pick([1, 1, 10, 6]), sendDate: now - rnd.int(0, 7 * 24) * 3_600_000, ...demoDelivery(ok), price: ok ? 300 : 0, messageError: ok ? null : 'Người dùng chưa quan tâm OA' };
    }),
    (c) => db.insert(s.znsRecords).values(c),
  );
  await db.insert(s.znsTemplates).values([
    { id: 'zt-1', partnerId: 'p-bxmd', name: 'Xác nhận đặt vé', messageContentType: 1, content: 'Xin chào {customerName}, vé {ticketCode} của bạn đã được đặt thành công.' },
    { id: 'zt-2', partnerId: 'p-bxmd', name: 'Thanh toán thành công', messageContentType: 10, content: 'Vé {ticketCode} đã thanh toán {amount}.' },
    { id: 'zt-3', partnerId: 'p-saoviet', name: 'Xác nhận đặt vé', messageContentType: 1, content: 'Sao Việt xác nhận vé {ticketCode}.' },
  ]);
  await db.insert(s.smsConfigs).values([
    { id: 'smc-1', partnerId: 'p-bxmd', messageType: 1, content: 'Ve {ticketCode} ghe {seat} xuat ben {time}.' },
    { id: 'smc-2', partnerId: 'p-bxmd', messageType: 2, content: 'Ve {ticketCode} da thanh toan.' },
    { id: 'smc-3', partnerId: 'p-bxmd', messageType: 9, content: 'OTP {otp}' },
  ]);
  // The staff ledger (docs/adr/0070) as the product writes it: the seeded sales' commissions by the one rule (the same
  // SQL a booking runs, dated at the sale), and a few top-ups by each agency's ADMIN.
  await database.rows(sql`with seeded as (select * from tickets) ${bookingCommissionEntries('seeded')}`);
  const topUps: Array<[string, string, string, number]> = [
    ['p-bxmd', 'u-staff', 'u-admin', 2_000_000],
    ['p-bxmd', 'u-admin', 'u-admin', 5_000_000],
    ['p-bxmd', 'u-staff', 'u-admin', 1_500_000],
    ['p-saoviet', 'u-saoviet-nv1', 'u-admin2', 3_000_000],
  ];
  await db.insert(s.partnerTransactions).values(
    topUps.map(([partnerId, userId, byUserId, amount], i) => ({
      id: `ptx-${i + 1}`,
      partnerId,
      partnerUserId: userId,
      payDateInMillisec: now - (i + 1) * 26 * 3_600_000,
      balanceType: 1,
      transactionType: 2,
      amount,
      description: 'Nạp tiền đầu ca',
      status: 2,
      createdByUserId: byUserId,
    })),
  );
  const paidQr = sold.filter((t) => t.paymentType === 24).slice(0, 40);
  if (paidQr.length) {
    // Each bill carries the VietQR it was paid with (to the demo agency's account), as a bill the product issues does:
    // the bank QR report shows its image.
    const bills = await Promise.all(
      paidQr.map(async (t, i) => {
        const billNumber = `MB${String(100000 + i)}`;
        const qrPayload = buildVietQrPayload({ bankBin: '970422', accountNumber: '0801234567890', amount: t.paidMoney ?? 0, purpose: billNumber });
        return { billNumber, qrPayload, qrCode: await qrPngDataUrl(qrPayload) };
      }),
    );
    await db.insert(s.bankQrTransactions).values(
      paidQr.map((t, i) => ({ id: `bq-${i + 1}`, billNumber: bills[i]!.billNumber, companyId: t.companyId, partnerId: t.partnerId ?? null, createdDate: t.createdDate ?? now, totalMoney: (t.paidMoney ?? 0) * 100, qrPayload: bills[i]!.qrPayload, qrCode: bills[i]!.qrCode, transactionType: 'MB_QR', transStatus: 2, transactionContent: `Thanh toan ve ${t.ticketCode}`, ticketInfos: JSON.stringify([{ ticketId: t.id }]), paidAt: t.createdDate ?? now, simulated: true })),
    );
    await db.insert(s.payments).values(paidQr.map((t, i) => ({ id: `pay-${i + 1}`, partnerId: t.partnerId ?? null, companyId: t.companyId, ticketIds: [t.id ?? ''], billNumber: `MB${String(100000 + i)}`, amount: t.paidMoney ?? 0, paymentType: 24, status: 2, createdDate: t.createdDate ?? now, simulated: true })));
  }
  await db.insert(s.bankTerminals).values({ id: 'bt-1', partnerId: 'p-bxmd', bankAccountNumber: '0801234567890', bankAccountName: 'CONG TY CP BEN XE MIEN DONG', phoneNo: '0901234567', identityNumber: '079123456789', status: 'deny' });

  await db.insert(s.telecomCompanies).values([
    { id: 'tc-1', name: 'Tổng đài Viettel IP', provider: 'sip' },
    { id: 'tc-2', name: 'Tổng đài VNPT Cloud', provider: 'sip' },
    { id: 'tc-3', name: 'Tổng đài FPT Telecom', provider: 'domain-key' },
    { id: 'tc-4', name: 'Tổng đài CMC Telecom', provider: 'voip-secret' },
    { id: 'tc-5', name: 'Tổng đài MobiFone Cloud', provider: 'account-token' },
    // The embedded default (docs/adr/0088): the ADMIN's simulator page rings these lines, so the panel works at once.
    { id: 'tc-6', name: 'Tổng đài mô phỏng (cục bộ)', provider: 'local' },
  ]);
  await db.insert(s.telecomNumbers).values([
    { id: 'tn-1', partnerId: 'p-bxmd', telecomCompanyId: 'tc-1', number: '1001', telecomConfig: JSON.stringify({ domain: 'bxmd.local', socketUrl: 'wss://sip.bxmd.local:5066', userName: '1001' }) },
    { id: 'tn-2', partnerId: 'p-bxmd', telecomCompanyId: 'tc-1', number: '1002', telecomConfig: JSON.stringify({ domain: 'bxmd.local', socketUrl: 'wss://sip.bxmd.local:5066', userName: '1002' }) },
    { id: 'tn-3', partnerId: 'p-saoviet', telecomCompanyId: 'tc-2', number: '2001', telecomConfig: JSON.stringify({ domain: 'saoviet.local', socketUrl: 'wss://sip.saoviet.local:5066', userName: '2001' }) },
    { id: 'tn-4', partnerId: 'p-bxmd', telecomCompanyId: 'tc-6', number: '1009', telecomConfig: '{}' },
    { id: 'tn-5', partnerId: 'p-saoviet', telecomCompanyId: 'tc-6', number: '2009', telecomConfig: '{}' },
  ]);
  const lineOf: Record<string, string> = { '1001': 'tn-1', '1002': 'tn-2', '2001': 'tn-3' };
  await db.insert(s.callHistory).values(
    Array.from({ length: 30 }, (_, i) => {
      const t = rnd.pick(sold);
      const start = now - rnd.int(0, 48) * 3_600_000;
      const mine = t.partnerId === 'p-saoviet';
      const extension = mine ? '2001' : rnd.pick(['1001', '1002']);
      const direction = rnd.pick(['in', 'in', 'out']);
      // Every fifth incoming call went unanswered: the history's missed calls, to call back.
      const missed = direction === 'in' && i % 5 === 0;
      const end = start + rnd.int(20, 400) * 1000;
      return { id: `call-${i + 1}`, partnerId: mine ? 'p-saoviet' : 'p-bxmd', callId: `c${100000 + i}`, phoneNumber: t.phoneNumber ?? '', extension, lineId: lineOf[extension] ?? null, direction, status: missed ? 'HANGOUT' : 'HANGUP', callStartTime: start, answeredAt: missed ? null : start + 6000, callEndTime: missed ? start + 30_000 : end };
    }),
  );
  const mailTypes = ['booked-ticket', 'online-payment', 'online-payment-expired', 'expired-ticket', 'paid-ticket', 'automatically-cancelled'];
  await db.insert(s.mailTemplates).values(mailTypes.map((type) => ({ partnerId: 'p-bxmd', type, value: `<p>Kính gửi {customerName},</p><p>Vé {ticketCode} — ${type}.</p><p>Bến xe Miền Đông</p>` })));
  await db.insert(s.printTemplates).values(COMPANIES.map((c) => ({ id: `pr-${c.id.slice(2)}`, companyId: c.id, type: 'PRINT_TICKET', value: `<div style="width:300px"><h3>${c.name}</h3><p>{routeName}</p><p>Ghế: {seatId} — {startTime}</p><p>{fullName} {phoneNumber}</p><p>Giá vé: {agencyPrice}</p></div>` })));

}
