import { createRandom } from '../../db/seed/prng';
import { COMPANIES, FAMILY_NAMES, GIVEN_NAMES, MIDDLE_NAMES, ROUTES, STATIONS } from '../../db/seed/reference-data';
import { escapeXml, formatInstant } from './order-dom';
import { CONTENT_ID, X, type OrderRootName } from './order-xml-names';
import { signOrderPart, type XmlSigner } from './sign-order-part';

export interface GenerateOrderInput {
  /** Same seed, same order (names, licence classes, times, code). */
  seed: number;
  /** A route of the demo network (reference-data ROUTES); default: picked by the seed. */
  routeId?: string;
  /** Planned departure (epoch ms); default: tomorrow 07:00 in Vietnam from a fixed day, by the seed. */
  departureAt?: number;
  numberPlate?: string;
  seatCount?: number;
  brand?: string;
  code?: string;
  rootName?: OrderRootName;
  /** 1–3 drivers (default by the seed: 1 or 2; a trip over 600 km gets 2). */
  driverCount?: 1 | 2 | 3;
  /** Sign as the company (its credentials), and as each driver (index-aligned with the drivers). */
  companySigner?: XmlSigner;
  driverSigners?: ReadonlyArray<XmlSigner | null>;
}

export interface GeneratedOrder {
  xml: string;
  code: string;
  drivers: string[];
  routeId: string;
  companyId: string;
}

const LICENCE_CLASSES = ['D', 'D2', 'E', 'D-E'] as const;
const BRANDS: Record<string, string> = { limousine9: 'Ford Transit Limousine', limousine22: 'Hyundai Universe Limousine', sleeper34: 'Thaco Mobihome', sleeper40: 'Hyundai Universe Noble', coach45: 'Thaco Blue Sky' };
const SEATS: Record<string, number> = { limousine9: 9, limousine22: 22, sleeper34: 34, sleeper40: 40, coach45: 45 };

/** A realistic LenhVanChuyen (002 §3) for the demo and the tests; see generateOrder for what comes back. */
export function generateOrderXml(input: GenerateOrderInput): string {
  return generateOrder(input).xml;
}

export function generateOrder(input: GenerateOrderInput): GeneratedOrder {
  const rnd = createRandom(input.seed * 7919 + 17);
  const route = input.routeId ? ROUTES.find((r) => r.id === input.routeId) : rnd.pick(ROUTES);
  if (!route) throw new Error(`unknown route ${input.routeId}`);
  const company = COMPANIES.find((c) => c.id === route.companyId)!;
  const first = STATIONS.find((s) => s.id === route.stops[0]![0])!;
  const last = STATIONS.find((s) => s.id === route.stops[route.stops.length - 1]![0])!;
  const minutes = route.stops[route.stops.length - 1]![1];
  const person = () => `${rnd.pick(FAMILY_NAMES)} ${rnd.pick(MIDDLE_NAMES)} ${rnd.pick(GIVEN_NAMES)}`;
  const driverCount = input.driverCount ?? (minutes > 360 ? 2 : rnd.pick([1, 2] as const));
  const drivers = Array.from({ length: driverCount }, () => ({ name: person(), licence: rnd.pick(LICENCE_CLASSES) }));
  const staff = [person()];
  const departureAt = input.departureAt ?? Date.UTC(2025, 6, 1 + rnd.int(0, 27), 0, 0) + (rnd.int(5, 21) * 60 - 7 * 60) * 60_000;
  const dayStart = departureAt - ((departureAt + 7 * 3600_000) % 86_400_000);
  const plate = input.numberPlate ?? `${company.platePrefix}-${rnd.digits(3)}.${rnd.digits(2)}`;
  const code = input.code ?? `LVC-${company.taxId.slice(0, 4)}-${new Date(departureAt + 7 * 3600_000).toISOString().slice(0, 10).replace(/-/g, '')}-${rnd.digits(4)}`;
  const e = escapeXml;
  const el = (name: string, value: string | number | null | undefined) => (value === null || value === undefined ? '' : `<${name}>${e(String(value))}</${name}>`);
  const station = (name: string, s: { name: string; code: string }) => `<${name}>${el(X.stationName, s.name)}${el(X.stationCode, s.code)}</${name}>`;
  const itinerary = route.stops.map(([id]) => STATIONS.find((s) => s.id === id)?.name ?? id).join(' - ');
  const root = input.rootName ?? 'LenhVanChuyen';
  let xml =
    `<?xml version="1.0" encoding="UTF-8"?>\n<${root}>` +
    `<${X.content} Id="${CONTENT_ID}">` +
    `<${X.general}>${el(X.code, code)}${el(X.validFrom, formatInstant(dayStart))}${el(X.validTo, formatInstant(dayStart + 86_400_000 - 1000))}</${X.general}>` +
    `<${X.body}>` +
    `<${X.company}>${el(X.name, company.name)}${el(X.taxCode, company.taxId)}${el(X.phone, company.phone)}</${X.company}>` +
    `<${X.drivers}>${drivers.map((d) => `<${X.driver}>${el(X.fullName, d.name)}${el(X.licenceClass, d.licence)}</${X.driver}>`).join('')}</${X.drivers}>` +
    `<${X.staffList}>${staff.map((s) => `<${X.staff}>${el(X.fullName, s)}</${X.staff}>`).join('')}</${X.staffList}>` +
    `<${X.vehicle}>${el(X.plate, plate)}${el(X.seats, input.seatCount ?? SEATS[route.layout])}${el(X.brand, input.brand ?? BRANDS[route.layout])}</${X.vehicle}>` +
    `<${X.route}>${el(X.routeCode, route.gtvt)}${station(X.upStation, first)}${station(X.downStation, last)}${el(X.itinerary, itinerary)}</${X.route}>` +
    `<${X.trip}>${el(X.plannedDeparture, formatInstant(departureAt))}</${X.trip}>` +
    `</${X.body}></${X.content}>` +
    `<${X.signatures}><${X.companySignatures}/><${X.upSignatures}/><${X.downSignatures}/><${X.driverSignatures}/></${X.signatures}>` +
    `</${root}>`;
  if (input.companySigner) xml = signOrderPart(xml, { list: X.companySignatures, covers: [CONTENT_ID], signatureId: 'CKS-DoanhNghiep' }, input.companySigner);
  (input.driverSigners ?? []).forEach((signer, i) => {
    if (signer && i < drivers.length) xml = signOrderPart(xml, { list: X.driverSignatures, covers: [CONTENT_ID], signatureId: `CKS-LaiXe-${i + 1}` }, signer);
  });
  return { xml, code, drivers: drivers.map((d) => d.name), routeId: route.id, companyId: company.id };
}
