import type { TTransportOrderDocument } from '@busdesk/api-contract';
import { escapeXml, formatInstant } from './order-dom';
import { CONTENT_ID, DOWN_CONFIRM_ID, UP_CONFIRM_ID, X, type OrderRootName } from './order-xml-names';

const el = (name: string, value: string | number | null | undefined): string => (value === null || value === undefined || value === '' ? '' : `<${name}>${escapeXml(String(value))}</${name}>`);
const time = (name: string, ms: number | null) => (ms === null ? '' : el(name, formatInstant(ms)));

function confirm(name: string, id: string, block: TTransportOrderDocument['up']): string {
  if (!block) return '';
  return `<${name} Id="${id}">${time(X.entryTime, block.entryTime)}${time(X.departureTime, block.departureTime)}${el(X.passengerCount, block.passengerCount)}${time(X.confirmTime, block.confirmTime)}${el(X.signingStaff, block.signerName)}</${name}>`;
}

/**
 * An unsigned order XML (002 §3) from its document, with empty signature lists ready for the signers. Instants are
 * written to the second in Vietnam time (+07:00).
 */
export function writeOrderXml(doc: TTransportOrderDocument, rootName: OrderRootName = 'LenhVanChuyen'): string {
  const station = (name: string, stationName: string, code: string) => `<${name}>${el(X.stationName, stationName)}${el(X.stationCode, code)}</${name}>`;
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n<${rootName}>` +
    `<${X.content} Id="${CONTENT_ID}">` +
    `<${X.general}>${el(X.code, doc.code)}${time(X.validFrom, doc.validFrom)}${time(X.validTo, doc.validTo)}</${X.general}>` +
    `<${X.body}>` +
    `<${X.company}>${el(X.name, doc.company.name)}${el(X.taxCode, doc.company.taxCode)}${el(X.phone, doc.company.phone)}</${X.company}>` +
    `<${X.drivers}>${doc.drivers.map((d) => `<${X.driver}>${el(X.fullName, d.name)}${el(X.licenceClass, d.licenceClass)}</${X.driver}>`).join('')}</${X.drivers}>` +
    `<${X.staffList}>${doc.serviceStaff.map((s) => `<${X.staff}>${el(X.fullName, s)}</${X.staff}>`).join('')}</${X.staffList}>` +
    `<${X.vehicle}>${el(X.plate, doc.vehicle.numberPlate)}${el(X.seats, doc.vehicle.seatCount)}${el(X.brand, doc.vehicle.brand)}</${X.vehicle}>` +
    `<${X.route}>${el(X.routeCode, doc.route.code)}${station(X.upStation, doc.route.upStationName, doc.route.upStationCode)}${station(X.downStation, doc.route.downStationName, doc.route.downStationCode)}${el(X.itinerary, doc.route.itinerary)}</${X.route}>` +
    `<${X.trip}>${time(X.plannedDeparture, doc.plannedDepartureTime)}</${X.trip}>` +
    `</${X.body}></${X.content}>` +
    confirm(X.upConfirm, UP_CONFIRM_ID, doc.up) +
    confirm(X.downConfirm, DOWN_CONFIRM_ID, doc.down) +
    `<${X.signatures}><${X.companySignatures}/><${X.upSignatures}/><${X.downSignatures}/><${X.driverSignatures}/></${X.signatures}>` +
    `</${rootName}>`
  );
}
