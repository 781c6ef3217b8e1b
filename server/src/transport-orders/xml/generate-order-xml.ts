import type { TTransportOrderDocument } from '@busdesk/api-contract';
import { createRandom } from '../../db/seed/prng';
import { COMPANIES, FAMILY_NAMES, GIVEN_NAMES, MIDDLE_NAMES, ROUTES, STATIONS } from '../../db/seed/reference-data';
import { CONTENT_ID, X, type OrderRootName } from './order-xml-names';
import { signOrderPart, type XmlSigner } from './sign-order-part';
import { writeOrderXml } from './write-order-xml';

export interface GenerateOrderInput {
  /** Same seed, same order (names, licence classes, times, code, plate). */
  seed: number;
  /** A route of the demo network (reference-data ROUTES); default: picked by the seed. */
  routeId?: string;
  /** Planned departure (epoch ms, whole seconds); default: a July 2025 day and hour picked by the seed. */
  departureAt?: number;
  numberPlate?: string;
  seatCount?: number;
  brand?: string;
  code?: string;
  rootName?: OrderRootName;
  /** 1–3 drivers (default: 2 on a route over 6 hours, else 1 or 2 by the seed). */
  driverCount?: 1 | 2 | 3;
  /** The trip's own drivers (at most 3 are written); default: names made by the seed. */
  drivers?: ReadonlyArray<{ name: string; licenceClass: string | null }>;
  /** Confirmation blocks already filled (an order exported by another system after a station confirmed). */
  up?: TTransportOrderDocument['up'];
  down?: TTransportOrderDocument['down'];
  /** Sign as the company, and as each driver (index-aligned with the drivers). */
  companySigner?: XmlSigner;
  driverSigners?: ReadonlyArray<XmlSigner | null>;
}

export interface GeneratedOrder {
  xml: string;
  /** What the XML says, for the caller's rows and the tests' expectations. */
  document: TTransportOrderDocument;
  routeId: string;
  companyId: string;
  upStationId: string;
  downStationId: string;
}

const LICENCE_CLASSES = ['D', 'D2', 'E', 'D-E'] as const;
const BRANDS: Record<string, string> = { limousine9: 'Ford Transit Limousine', limousine22: 'Hyundai Universe Limousine', sleeper34: 'Thaco Mobihome', sleeper40: 'Hyundai Universe Noble', coach45: 'Thaco Blue Sky' };
const SEATS: Record<string, number> = { limousine9: 9, limousine22: 22, sleeper34: 34, sleeper40: 40, coach45: 45 };
const VN = 7 * 3600_000;
const DAY = 86_400_000;

/**
 * A realistic LenhVanChuyen (002 §3) for the demo and the tests: a company of the demo network with its tax code
 * and phone, up to three drivers with licence classes, service staff, the vehicle, the route with the station codes
 * of reference-data STATIONS, the itinerary through its stops, the planned departure and a validity of that day;
 * optionally signed by the company and drivers. Deterministic for a given seed.
 */
export function generateOrderXml(input: GenerateOrderInput): string {
  return generateOrder(input).xml;
}

export function generateOrder(input: GenerateOrderInput): GeneratedOrder {
  const rnd = createRandom(input.seed * 7919 + 17);
  const route = input.routeId ? ROUTES.find((r) => r.id === input.routeId) : rnd.pick(ROUTES);
  if (!route) throw new Error(`unknown route ${input.routeId}`);
  const company = COMPANIES.find((c) => c.id === route.companyId)!;
  const stationOf = (id: string) => STATIONS.find((s) => s.id === id)!;
  const first = stationOf(route.stops[0]![0]);
  const last = stationOf(route.stops[route.stops.length - 1]![0]);
  const hours = route.stops[route.stops.length - 1]![1] / 60;
  const person = () => `${rnd.pick(FAMILY_NAMES)} ${rnd.pick(MIDDLE_NAMES)} ${rnd.pick(GIVEN_NAMES)}`;
  const driverCount = input.driverCount ?? (hours > 6 ? 2 : rnd.pick([1, 2] as const));
  const drivers = input.drivers?.length
    ? input.drivers.slice(0, 3).map((d) => ({ name: d.name, licenceClass: d.licenceClass }))
    : Array.from({ length: driverCount }, () => ({ name: person(), licenceClass: rnd.pick(LICENCE_CLASSES) as string | null }));
  const departureAt = input.departureAt ?? Date.UTC(2025, 6, 1 + rnd.int(0, 27)) - VN + rnd.int(5, 21) * 3600_000 + rnd.pick([0, 30]) * 60_000;
  const dayStart = departureAt - ((departureAt + VN) % DAY);
  const code = input.code ?? `LVC-${company.taxId.slice(0, 4)}-${new Date(departureAt + VN).toISOString().slice(0, 10).replace(/-/g, '')}-${rnd.digits(4)}`;
  const document: TTransportOrderDocument = {
    code,
    validFrom: dayStart,
    validTo: dayStart + DAY - 1000,
    company: { name: company.name, taxCode: company.taxId, phone: company.phone },
    drivers,
    serviceStaff: [person()],
    vehicle: {
      numberPlate: input.numberPlate ?? `${company.platePrefix}-${rnd.digits(3)}.${rnd.digits(2)}`,
      seatCount: input.seatCount ?? SEATS[route.layout] ?? null,
      brand: input.brand ?? BRANDS[route.layout] ?? null,
    },
    route: {
      code: route.gtvt,
      upStationName: first.name,
      upStationCode: first.code,
      downStationName: last.name,
      downStationCode: last.code,
      itinerary: route.stops.map(([id]) => stationOf(id).name).join(' - '),
    },
    plannedDepartureTime: departureAt,
    up: input.up ?? null,
    down: input.down ?? null,
  };
  let xml = writeOrderXml(document, input.rootName);
  if (input.companySigner) xml = signOrderPart(xml, { list: X.companySignatures, covers: [CONTENT_ID], signatureId: 'CKS-DoanhNghiep' }, input.companySigner);
  (input.driverSigners ?? []).forEach((signer, i) => {
    if (signer && i < drivers.length) xml = signOrderPart(xml, { list: X.driverSignatures, covers: [CONTENT_ID], signatureId: `CKS-LaiXe-${i + 1}` }, signer);
  });
  return { xml, document, routeId: route.id, companyId: company.id, upStationId: first.id, downStationId: last.id };
}
