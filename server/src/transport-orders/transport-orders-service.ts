import { createHash } from 'node:crypto';
import {
  canEditSide,
  canStationSign,
  MSG,
  routeMatchesStation,
  sideMoment,
  stationCodePrefix,
  statusesAfterUpload,
  STATION_DEPARTURES_LIMIT,
  TRANSPORT_ORDER_LIST_LIMIT,
  TransportSignStatus,
  ZCreateTransportOrderFields,
  ZTransportOrderListRequest,
  ZUpdateTransportConfirmRequest,
  type TCreateTransportOrderFields,
  type TStationDeparturesResponse,
  type TTransportOrder,
  type TTransportOrderDetailResponse,
  type TTransportOrderDocument,
  type TTransportOrderListResponse,
  type TTransportSide,
  type TTransportSignature,
} from '@busdesk/api-contract';
import type { z } from 'zod';
import { badRequest, HttpError, notFound } from '../lib/http-error';
import type { SessionContext } from '../repositories/sessions-repository';
import type { TransportOrderListRow, TransportOrderRow, TransportOrdersRepository } from '../repositories/transport-orders-repository';
import { describeSignature } from './describe-signature';
import type { OrderCertificates, OrderCredentials, OrderDocuments } from './order-documents';

export interface TransportOrdersDeps {
  repo: TransportOrdersRepository;
  documents: OrderDocuments;
  credentials: OrderCredentials;
  now: () => number;
  /** A transmission became due now: the worker runs a round soon. */
  transmissionDue: () => void;
}

/** The uploaded part as the route hands it over (multipart). */
export interface UploadedFile {
  mimetype: string;
  bytes: Buffer;
}

const conflict = (message: string) => new HttpError(409, message);
const SIDES: readonly TTransportSide[] = ['up', 'down'];
const partnerOf = (o: TransportOrderRow, side: TTransportSide) => (side === 'up' ? o.partnerUpId : o.partnerDownId);
const statusOf = (o: TransportOrderRow, side: TTransportSide) => (side === 'up' ? o.stationUpStatus : o.stationDownStatus);

/** The signed content of a document (everything but the two stations' confirmations), to compare two readings. */
const contentKey = (d: TTransportOrderDocument) => JSON.stringify({ ...d, up: null, down: null });

const signatureOf = (sigs: readonly TTransportSignature[], role: 'company' | 'up' | 'down') => sigs.find((s) => s.role === role);
const isValid = (sigs: readonly TTransportSignature[], role: 'company' | 'up' | 'down') => signatureOf(sigs, role)?.status === 'valid';

/** The order's fields the contract shows, taken by name: the other columns (documents, keys, times of the row) stay here. */
const SHOWN_FIELDS = [
  'id', 'code', 'timeStartTrip', 'timeEndTrip', 'companyId', 'companyName', 'companyPhone', 'companyStatus', 'stationUpStatus', 'stationDownStatus',
  'partnerUpId', 'partnerDownId', 'partnerUpName', 'partnerDownName', 'partnerUpCode', 'partnerDownCode', 'numberCustomerUp', 'numberCustomerDown',
  'descriptionError', 'descriptionSignCompany', 'descriptionSignUp', 'descriptionSignDown', 'version', 'transmission',
] as const satisfies ReadonlyArray<keyof TTransportOrder & keyof TransportOrderListRow>;

function toTransportOrder(o: TransportOrderListRow): TTransportOrder {
  const shown = Object.fromEntries(SHOWN_FIELDS.map((field) => [field, o[field]])) as Pick<TransportOrderListRow, (typeof SHOWN_FIELDS)[number]>;
  return { ...shown, numberPlate: o.numberPlate ?? '' };
}

/**
 * Electronic transport orders (002 §2 'Ký duyệt lệnh', §4, §5, §7; docs/adr/0080–0083). Every status is decided
 * here from verified signatures and the gateway's answers, never taken from the browser. A station sees an order
 * when it (or one of its child stations) is the order's departure or arrival partner; anything else answers 404.
 */
export function createTransportOrdersService(deps: TransportOrdersDeps) {
  const { repo, documents, credentials } = deps;

  /**
   * The order's certificates as the session's agency trusts them: the company's from what the agency (or its parent)
   * registered (docs/adr/0101) — one agency's registration never makes an order valid for another.
   */
  async function certificatesOf(session: SessionContext, o: Pick<TransportOrderRow, 'companyId' | 'partnerUpId' | 'partnerDownId'>): Promise<OrderCertificates> {
    const parentId = (await repo.partner(session.partnerId))?.parentId ?? null;
    const trustedBy = parentId ? [session.partnerId, parentId] : [session.partnerId];
    return credentials.orderCertificates({ companyId: o.companyId, partnerUpId: o.partnerUpId, partnerDownId: o.partnerDownId }, trustedBy);
  }

  async function visibleOrder(session: SessionContext, id: string): Promise<TransportOrderListRow> {
    const order = await repo.visible(id, session.visiblePartnerIds);
    if (!order) throw notFound();
    return order;
  }

  /**
   * The order as this request left it, then — when a side was queued — the transmission worker woken. Read after the
   * wake, the answer raced the worker: a quick gateway's acceptance sometimes already showed 3 ('Đã ký và truyền'),
   * sometimes not. The transmission shows through the list, the view and the realtime change that follow.
   */
  async function answerThenTransmit(id: string, queued: boolean): Promise<TTransportOrder> {
    const answer = toTransportOrder((await repo.byId(id))!);
    if (queued) deps.transmissionDue();
    return answer;
  }

  /**
   * The partner taking one side of an uploaded order (docs/adr/0080): the owner of the station code (same prefix
   * before the hyphen) when it is the user's partner or a child; else the user's partner when the code carries its
   * prefix (002 §5's rule) and no other partner owns it and the user did not tick only the other side; else the
   * code's owner, whoever it is (that station sees the order too), or nobody.
   */
  async function sideOwner(session: SessionContext, userCode: string, stationCode: string, claimed: boolean): Promise<string | null> {
    const owners = await repo.partnersWithPrefix(stationCodePrefix(stationCode));
    const own = owners.find((p) => session.visiblePartnerIds.includes(p.id));
    if (own) return own.id;
    if (claimed && owners.length === 0 && stationCode.includes(stationCodePrefix(userCode))) return session.partnerId;
    return owners[0]?.id ?? null;
  }

  /** Signs one side with that side's partner credentials, as the session's user (the signing staff). */
  async function signSide(session: SessionContext, order: TransportOrderRow, side: TTransportSide, confirm: { passengerCount: number | null; time: number | null }) {
    const partnerId = partnerOf(order, side);
    const creds = partnerId ? await credentials.credentialsOf({ kind: 'partner', id: partnerId }) : null;
    if (!creds) throw badRequest(MSG.transport.noSigningCertificate);
    const at = new Date(deps.now());
    const xml = documents.sign(
      order.xml,
      side,
      { privateKeyPem: creds.privateKeyPem, certificatePem: creds.certificatePem, name: session.name, at },
      { passengerCount: confirm.passengerCount, time: confirm.time === null ? null : new Date(confirm.time) },
    );
    const { signatures } = documents.verify(xml, await certificatesOf(session, order));
    // The signature just made must verify against the certificate we hold for that station, or nothing is stored.
    if (!isValid(signatures, side)) throw badRequest(MSG.transport.signatureNotVerified);
    return { xml, signatures };
  }

  return {
    /** 002 §7 'List transport orders': at most TRANSPORT_ORDER_LIST_LIMIT, earliest departure first. */
    async list(session: SessionContext, f: z.output<typeof ZTransportOrderListRequest>): Promise<TTransportOrderListResponse> {
      const rows = await repo.list(
        {
          partnerIds: session.visiblePartnerIds,
          startTime: f.startTime,
          endTime: f.endTime,
          companyId: f.companyId,
          code: f.code,
          numberPlate: f.numberPlate,
          companyStatus: f.companyStatus,
          stationUpStatus: f.stationUpStatus,
          stationDownStatus: f.stationDownStatus,
        },
        TRANSPORT_ORDER_LIST_LIMIT + 1,
      );
      return { transports: rows.slice(0, TRANSPORT_ORDER_LIST_LIMIT).map(toTransportOrder), truncated: rows.length > TRANSPORT_ORDER_LIST_LIMIT };
    },

    /**
     * Today's departures for /station-service (docs/adr/0086): the trips leaving the session's stations in the range,
     * each with its order (the latest the session may see) or null, 'Chưa có lệnh'.
     */
    async departures(session: SessionContext, range: { startTime: number; endTime: number }): Promise<TStationDeparturesResponse> {
      const rows = await repo.departures(session.visiblePartnerIds, range.startTime, range.endTime, STATION_DEPARTURES_LIMIT + 1);
      const shown = rows.slice(0, STATION_DEPARTURES_LIMIT);
      const orders = new Map((await repo.byIds(shown.flatMap((r) => (r.order_id ? [r.order_id] : [])))).map((o) => [o.id, toTransportOrder(o)]));
      return {
        departures: shown.map((r) => ({
          tripId: r.trip_id,
          startTime: r.start_time,
          routeName: r.route_name,
          companyId: r.company_id,
          companyName: r.company_name,
          numberPlate: r.number_plate,
          stationName: r.station_name,
          order: (r.order_id && orders.get(r.order_id)) || null,
        })),
        truncated: rows.length > STATION_DEPARTURES_LIMIT,
      };
    },

    /**
     * 002 §7 'transport-xml/create-file', with the seed's checks in its order (§5): text/xml only; the user's partner
     * has a code; the route has both station codes and one carries the partner's prefix; the company's signature
     * verifies against its certificate. Statuses per §4 from the VERIFIED signatures.
     */
    async upload(session: SessionContext, file: UploadedFile | null, rawFields: TCreateTransportOrderFields): Promise<TTransportOrder> {
      if (!file || file.mimetype.split(';', 1)[0]!.trim().toLowerCase() !== 'text/xml') throw badRequest(MSG.transport.fileInvalid);
      const parsedFields = ZCreateTransportOrderFields.safeParse(rawFields);
      if (!parsedFields.success) throw badRequest(MSG.server.invalidField(parsedFields.error.issues[0]?.path.join('.') ?? ''));
      const fields = parsedFields.data;
      const partner = await repo.partner(session.partnerId);
      const userCode = partner?.code?.trim();
      if (!userCode || !stationCodePrefix(userCode)) throw badRequest(MSG.transport.stationCodeInvalid);
      const parsed = documents.parse(file.bytes);
      if (!parsed.ok) throw badRequest(parsed.message);
      // The file as a reader finds it, not yet verified: it only orders the seed's checks and picks the certificates.
      const { document: claimed, xml } = parsed.order;
      const { upStationCode, downStationCode } = claimed.route;
      if (!routeMatchesStation(userCode, upStationCode, downStationCode)) throw badRequest(MSG.transport.stationInvalid);
      const noneTicked = !fields.upStation && !fields.downStation;
      const partnerUpId = await sideOwner(session, userCode, upStationCode, fields.upStation || noneTicked);
      const partnerDownId = await sideOwner(session, userCode, downStationCode, fields.downStation || noneTicked);
      const mine = (id: string | null) => id !== null && session.visiblePartnerIds.includes(id);
      // A ticked side must be the user's station (or a child), and the user must take part in the order at all.
      if ((fields.upStation && !mine(partnerUpId)) || (fields.downStation && !mine(partnerDownId)) || (!mine(partnerUpId) && !mine(partnerDownId))) {
        throw badRequest(MSG.transport.stationInvalid);
      }
      const company = await repo.companyOf(claimed.company.taxCode, claimed.company.name);
      const certificates = await certificatesOf(session, { companyId: company?.id ?? null, partnerUpId, partnerDownId });
      // A company we know but whose certificate this station never registered: nothing to verify against — say so.
      if (company && !certificates.company) throw badRequest(MSG.transport.companyCertificateMissing(company.name));
      const verification = documents.verify(xml, certificates);
      const { signatures } = verification;
      if (!isValid(signatures, 'company') || !verification.verified.content || !verification.document) throw badRequest(MSG.transport.companyNotSigned);
      // From here on the order is what the company signed (docs/adr/0100): its content from the verified reference,
      // each confirmation only when its station's signature verified. The checks above ran on the file as read; if
      // the signed content says anything else (a forged copy shown first), the file is refused.
      const document = verification.document;
      if (contentKey(document) !== contentKey(claimed)) throw badRequest(MSG.transport.xmlSignedPartsAmbiguous);
      // The departure this order is for, so /station-service shows it against its trip.
      const trip = company && document.plannedDepartureTime !== null ? await repo.tripFor(company.id, document.plannedDepartureTime, document.route.upStationCode) : null;
      const confirmUp = verification.verified.up ? document.up : null;
      const confirmDown = verification.verified.down ? document.down : null;
      const confirmed = { up: confirmUp, down: confirmDown };

      // The typed code only fills in for a file without one; a different code is a mix-up, not something to drop.
      if (fields.code && document.code.trim() && fields.code !== document.code.trim()) throw badRequest(MSG.transport.codeMismatch(document.code.trim()));
      const code = document.code.trim() || fields.code;
      const companyKey = document.company.taxCode?.trim() || document.company.name.trim();
      const digest = createHash('sha256').update(xml).digest('hex');
      const statuses = statusesAfterUpload({ company: true, up: isValid(signatures, 'up'), down: isValid(signatures, 'down') }, { up: partnerUpId !== null, down: partnerDownId !== null });
      const row = await repo.insert({
        code,
        companyId: company?.id ?? null,
        companyName: document.company.name,
        companyPhone: document.company.phone ?? company?.phone ?? null,
        companyKey,
        tripId: trip?.id ?? null,
        routeId: trip?.routeId ?? null,
        numberPlate: document.vehicle.numberPlate,
        timeStartTrip: confirmUp?.departureTime ?? document.plannedDepartureTime ?? fields.timeStartTrip ?? deps.now(),
        timeEndTrip: document.validTo,
        xml,
        uploadDigest: digest,
        ...statuses,
        partnerUpId,
        partnerDownId,
        partnerUpCode: upStationCode,
        partnerDownCode: downStationCode,
        upStationName: document.route.upStationName || null,
        downStationName: document.route.downStationName || null,
        numberCustomerUp: confirmUp?.passengerCount ?? null,
        numberCustomerDown: confirmDown?.passengerCount ?? null,
        // The sides' moments as 'Sửa xác nhận lệnh' edits them (docs/adr/0126).
        timeUpConfirm: sideMoment(confirmed, 'up'),
        timeDownConfirm: sideMoment(confirmed, 'down'),
        descriptionSignCompany: describeSignature(signatureOf(signatures, 'company')),
        descriptionSignUp: describeSignature(signatureOf(signatures, 'up')),
        descriptionSignDown: describeSignature(signatureOf(signatures, 'down')),
        uploadedPartnerId: session.partnerId,
        createdBy: session.userId,
      });
      if (!row) {
        // The same bytes again (a retried upload) answer the order already made; another file with its code is refused.
        const existing = code ? await repo.byCode(companyKey, code) : null;
        if (existing && existing.uploadDigest === digest) {
          const visible = await repo.visible(existing.id, session.visiblePartnerIds);
          if (visible) return toTransportOrder(visible);
        }
        throw conflict(MSG.transport.orderExists(code ?? ''));
      }
      // Stations that signed before the upload: their signatures go out now.
      const queue = SIDES.filter((side) => statusOf(row, side) === TransportSignStatus.SIGNED);
      if (queue.length) await repo.queue(row.id, row.version, queue, deps.now());
      return answerThenTransmit(row.id, queue.length > 0);
    },

    /** 002 §7 up-sign / down-sign: allowed per canStationSign (the side's partner is the user's or a child, not at 3). */
    async sign(session: SessionContext, id: string, side: TTransportSide): Promise<{ message: string; transport: TTransportOrder }> {
      const order = await visibleOrder(session, id);
      const partnerId = partnerOf(order, side);
      if (!canStationSign({ partnerId, status: statusOf(order, side) }, { partnerId: session.partnerId, childrenPartnerIds: session.childPartnerIds })) {
        throw new HttpError(403, statusOf(order, side) === TransportSignStatus.TRANSMITTED ? MSG.transport.sideTransmitted : MSG.transport.notYourSide);
      }
      const passengerCount = side === 'up' ? order.numberCustomerUp : order.numberCustomerDown;
      // A station signs as the bus leaves it or arrives (Thông tư 12/2020, Điều 25): without a time entered through
      // 'Sửa xác nhận lệnh', the signing moment is the actual departure (up) or arrival (down) (docs/adr/0126).
      const time = (side === 'up' ? order.timeUpConfirm : order.timeDownConfirm) ?? deps.now();
      const { xml, signatures } = await signSide(session, order, side, { passengerCount, time });
      const updated = await repo.update(
        order.id,
        order.version,
        {
          xml,
          version: order.version + 1,
          ...(side === 'up' ? { timeUpConfirm: time } : { timeDownConfirm: time }),
          ...(side === 'up' ? { stationUpStatus: TransportSignStatus.SIGNED, descriptionSignUp: describeSignature(signatureOf(signatures, 'up')) } : { stationDownStatus: TransportSignStatus.SIGNED, descriptionSignDown: describeSignature(signatureOf(signatures, 'down')) }),
        },
        [side],
        deps.now(),
      );
      if (!updated) throw conflict(MSG.transport.orderChanged);
      return { message: MSG.transport.signSuccess, transport: await answerThenTransmit(order.id, true) };
    },

    /**
     * 002 §7 'Edit transport order confirmation': only the side whose partner IS the user's partner (docs/adr/0080).
     * A side not signed yet keeps the figures for its signature; a signed side is signed again with them (its old
     * signature covered the old figures), goes back to 2 and is transmitted again.
     */
    async updateConfirm(session: SessionContext, input: z.output<typeof ZUpdateTransportConfirmRequest>): Promise<TTransportOrder> {
      const order = await visibleOrder(session, input.id);
      const side = input.partnerType;
      if (!canEditSide({ partnerId: partnerOf(order, side) }, session)) throw new HttpError(403, MSG.transport.editOwnSideOnly);
      const figures = side === 'up' ? { numberCustomerUp: input.numberCustomer, timeUpConfirm: input.time } : { numberCustomerDown: input.numberCustomer, timeDownConfirm: input.time };
      const signed = statusOf(order, side) >= TransportSignStatus.SIGNED;
      let patch: Parameters<TransportOrdersRepository['update']>[2] = { ...figures };
      if (signed) {
        const { xml, signatures } = await signSide(session, order, side, { passengerCount: input.numberCustomer, time: input.time });
        patch = {
          ...figures,
          xml,
          version: order.version + 1,
          ...(side === 'up' ? { stationUpStatus: TransportSignStatus.SIGNED, descriptionSignUp: describeSignature(signatureOf(signatures, 'up')) } : { stationDownStatus: TransportSignStatus.SIGNED, descriptionSignDown: describeSignature(signatureOf(signatures, 'down')) }),
        };
      }
      const updated = await repo.update(order.id, order.version, patch, signed ? [side] : [], deps.now());
      if (!updated) throw conflict(MSG.transport.orderChanged);
      return answerThenTransmit(order.id, signed);
    },

    /** Resend by hand (either station not at 3): every signed, not yet transmitted side is queued now, attempts afresh. */
    async resend(session: SessionContext, id: string): Promise<TTransportOrder> {
      const order = await visibleOrder(session, id);
      if (order.stationUpStatus === TransportSignStatus.TRANSMITTED && order.stationDownStatus === TransportSignStatus.TRANSMITTED) throw badRequest(MSG.transport.allTransmitted);
      const sides = SIDES.filter((side) => statusOf(order, side) === TransportSignStatus.SIGNED);
      if (!sides.length) throw badRequest(MSG.transport.nothingToSend);
      await repo.queue(order.id, order.version, sides, deps.now());
      return answerThenTransmit(order.id, true);
    },

    /**
     * The view: every signature verified now and the document read from the verified references (docs/adr/0100) — a
     * part no valid signature covers is read from the file, and its signature block says why it is not valid.
     */
    async detail(session: SessionContext, id: string): Promise<TTransportOrderDetailResponse> {
      const order = await visibleOrder(session, id);
      const { signatures, document } = documents.verify(order.xml, await certificatesOf(session, order));
      // Stored XML passed the upload gate; one that no longer reads is our fault (the error handler answers 500).
      if (!document) throw new Error(`transport order ${order.id}: stored XML does not read`);
      const attempts = await repo.attempts(order.id);
      return {
        transport: toTransportOrder(order),
        document,
        signatures,
        attempts: attempts.map((a) => ({ n: a.n, at: a.at, side: a.side as TTransportSide, outcome: a.outcome as 'accepted' | 'rejected' | 'timeout' | 'error', message: a.message })),
      };
    },

    /** 002 §7 'GET transport-xml/view': the stored XML text. */
    async xml(session: SessionContext, id: string): Promise<{ xml: string; code: string | null }> {
      const order = await visibleOrder(session, id);
      return { xml: order.xml, code: order.code };
    },
  };
}

export type TransportOrdersService = ReturnType<typeof createTransportOrdersService>;
