import { randomBytes } from 'node:crypto';
import { MSG, routeMatchesStation, TRANSPORT_XML_FILE_PREFIX } from '@busdesk/api-contract';
import { ROUTES, STATIONS } from '../db/seed/reference-data';
import { HttpError, notFound } from '../lib/http-error';
import type { SessionContext } from '../repositories/sessions-repository';
import type { OrderCredentials } from './order-documents';
import { generateOrder } from './xml/generate-order-xml';

export interface CompanyOrderSimulator {
  /** A LenhVanChuyen for one of the station's routes, signed by the route's company as its own software would send it. */
  sample(session: SessionContext, input: { routeId: string; departureAt: number }): Promise<{ fileName: string; xml: string }>;
}

/** What the company's own system knows of the trip it writes the order for: the bus and drivers it assigned. */
export interface SimulatedTripCrew {
  numberPlate: string;
  seatCount: number | null;
  brand: string | null;
  drivers: ReadonlyArray<{ name: string; licenceClass: string | null }>;
}

/**
 * The bus company's side of the embedded demo (docs/adr/0087): with the local transport gateway no company system
 * exists to send orders, so an ADMIN can have one made — generated for a route that starts or ends at the agency's
 * station and signed with that company's demo certificate (the local CA's). Nothing else in the product makes an
 * order; a station still uploads it like any other file, through every check.
 */
export function createCompanyOrderSimulator(deps: {
  credentials: OrderCredentials;
  partnerCode: (partnerId: string) => Promise<string | null>;
  /** The vehicle and drivers of the route's trip leaving at that minute, if there is one with a vehicle. */
  tripCrew: (routeId: string, departureAt: number) => Promise<SimulatedTripCrew | null>;
  now: () => number;
}): CompanyOrderSimulator {
  return {
    async sample(session, input) {
      const route = ROUTES.find((r) => r.id === input.routeId);
      const code = await deps.partnerCode(session.partnerId);
      const stationCode = (stop: readonly [string, number, number] | undefined) => STATIONS.find((s) => s.id === stop?.[0])?.code ?? '';
      if (!route || !code || !routeMatchesStation(code, stationCode(route.stops[0]), stationCode(route.stops[route.stops.length - 1]))) throw notFound();
      const company = await deps.credentials.credentialsOf({ kind: 'company', id: route.companyId });
      if (!company) throw new HttpError(409, MSG.transport.noSigningCertificate);
      const now = deps.now();
      const departureAt = Math.floor(input.departureAt / 60_000) * 60_000;
      // A company writes the order for the bus and drivers it put on the trip: the station compares them with the
      // trip it sells (/station-service, the sales screen), so a made-up plate would contradict them.
      const crew = await deps.tripCrew(route.id, departureAt);
      const suffix = randomBytes(3).toString('hex').toUpperCase();
      const order = generateOrder({
        seed: randomBytes(4).readUInt32BE() % 1_000_000,
        routeId: route.id,
        departureAt,
        ...(crew
          ? { numberPlate: crew.numberPlate, ...(crew.seatCount ? { seatCount: crew.seatCount } : {}), ...(crew.brand ? { brand: crew.brand } : {}), drivers: crew.drivers }
          : {}),
        code: `LVC-${new Date(input.departureAt + 7 * 3_600_000).toISOString().slice(0, 10).replace(/-/g, '')}-${suffix}`,
        companySigner: { privateKeyPem: company.privateKeyPem, certificatePem: company.certificatePem, at: new Date(Math.floor(now / 1000) * 1000) },
      });
      return { fileName: `${TRANSPORT_XML_FILE_PREFIX}${now}.xml`, xml: order.xml };
    },
  };
}
