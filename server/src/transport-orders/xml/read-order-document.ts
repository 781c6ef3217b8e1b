import type { Element } from '@xmldom/xmldom';
import { MSG, type TTransportOrderDocument } from '@busdesk/api-contract';
import { childElements, childPath, firstChild, parseInstant, textOf } from './order-dom';
import { X } from './order-xml-names';

type ConfirmBlock = NonNullable<TTransportOrderDocument['up']>;
export type ReadResult<T> = { ok: true; value: T } | { ok: false; message: string };

class FieldError extends Error {}

const childrenOf = (list: Element | null, name: string): Element[] => (list ? childElements(list, name) : []);

const instant = (el: Element | null, label: string): number | null => {
  const text = textOf(el);
  if (text === null) return null;
  const ms = parseInstant(text);
  if (ms === null) throw new FieldError(MSG.transport.xmlBadValue(label));
  return ms;
};

const count = (el: Element | null, label: string, max: number): number | null => {
  const text = textOf(el);
  if (text === null) return null;
  if (!/^\d{1,6}$/.test(text) || Number(text) > max) throw new FieldError(MSG.transport.xmlBadValue(label));
  return Number(text);
};

const required = (el: Element | null, label: string): string => {
  const text = textOf(el);
  if (text === null) throw new FieldError(MSG.transport.xmlMissingField(label));
  return text;
};

/** The content element DLLenh (the part the company signs) → everything of the document but the confirmations. */
export function readContent(content: Element): ReadResult<Omit<TTransportOrderDocument, 'up' | 'down'>> {
  try {
    const general = firstChild(content, X.general);
    const body = firstChild(content, X.body);
    if (!body) throw new FieldError(MSG.transport.xmlMissingField('nội dung lệnh (NDLenh)'));
    const company = firstChild(body, X.company);
    const vehicle = firstChild(body, X.vehicle);
    const route = firstChild(body, X.route);
    const driverEls = childrenOf(firstChild(body, X.drivers), X.driver);
    if (driverEls.length > 3) throw new FieldError(MSG.transport.xmlTooManyDrivers);
    return {
      ok: true,
      value: {
        // A missing code or station code is left empty: the upload's own checks answer it with the seed's messages.
        code: textOf(firstChild(general, X.code)) ?? '',
        validFrom: instant(firstChild(general, X.validFrom), 'hiệu lực từ ngày'),
        validTo: instant(firstChild(general, X.validTo), 'hiệu lực đến ngày'),
        company: {
          name: required(firstChild(company, X.name), 'tên đơn vị vận tải'),
          taxCode: textOf(firstChild(company, X.taxCode)),
          phone: textOf(firstChild(company, X.phone)),
        },
        drivers: driverEls.map((d) => ({ name: required(firstChild(d, X.fullName), 'họ tên lái xe'), licenceClass: textOf(firstChild(d, X.licenceClass)) })),
        serviceStaff: childrenOf(firstChild(body, X.staffList), X.staff).map((s) => required(firstChild(s, X.fullName), 'họ tên nhân viên phục vụ')),
        vehicle: {
          numberPlate: required(firstChild(vehicle, X.plate), 'biển kiểm soát'),
          seatCount: count(firstChild(vehicle, X.seats), 'số ghế', 200),
          brand: textOf(firstChild(vehicle, X.brand)),
        },
        route: {
          code: textOf(firstChild(route, X.routeCode)),
          upStationName: textOf(childPath(route, X.upStation, X.stationName)) ?? '',
          upStationCode: textOf(childPath(route, X.upStation, X.stationCode)) ?? '',
          downStationName: textOf(childPath(route, X.downStation, X.stationName)) ?? '',
          downStationCode: textOf(childPath(route, X.downStation, X.stationCode)) ?? '',
          itinerary: textOf(firstChild(route, X.itinerary)),
        },
        plannedDepartureTime: instant(childPath(body, X.trip, X.plannedDeparture), 'giờ xuất bến kế hoạch'),
      },
    };
  } catch (err) {
    if (err instanceof FieldError) return { ok: false, message: err.message };
    throw err;
  }
}

/** A station's confirmation (XacNhanBenDi / XacNhanBenDen); null when the element is absent. */
export function readConfirm(block: Element | null): ReadResult<ConfirmBlock | null> {
  if (!block) return { ok: true, value: null };
  try {
    return {
      ok: true,
      value: {
        entryTime: instant(firstChild(block, X.entryTime), 'giờ vào bến'),
        departureTime: instant(firstChild(block, X.departureTime), 'giờ xuất bến thực tế'),
        passengerCount: count(firstChild(block, X.passengerCount), 'số khách', 200),
        confirmTime: instant(firstChild(block, X.confirmTime), 'thời gian xác nhận'),
        signerName: textOf(firstChild(block, X.signingStaff)),
      },
    };
  } catch (err) {
    if (err instanceof FieldError) return { ok: false, message: err.message };
    throw err;
  }
}

/** The whole document from the root element's children (the upload's unverified reading). */
export function readOrderDocument(root: Element): ReadResult<TTransportOrderDocument> {
  const content = firstChild(root, X.content);
  if (!content) return { ok: false, message: MSG.transport.xmlMissingField('dữ liệu lệnh (DLLenh)') };
  const main = readContent(content);
  if (!main.ok) return main;
  const up = readConfirm(firstChild(root, X.upConfirm));
  if (!up.ok) return up;
  const down = readConfirm(firstChild(root, X.downConfirm));
  if (!down.ok) return down;
  return { ok: true, value: { ...main.value, up: up.value, down: down.value } };
}
