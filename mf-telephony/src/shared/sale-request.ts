import type { BusSaleRequest } from '@busdesk/shared-kit';
import type { CallPanelState } from './call-reducer';

/**
 * 'Bán vé' for the caller on the panel (docs/adr/0092): their phone and name, and their last ticket as the sample
 * (route, points, orderer) — or none for a walk-in guest. Null until the lookup has answered.
 */
export function saleRequestOf(call: CallPanelState, now: number = Date.now()): BusSaleRequest | null {
  if (call.number === '' || call.customer === null) return null;
  const sample = call.ticketSample;
  return {
    type: 'sale-request',
    phoneNumber: call.number,
    fullName: call.customer.match?.companyCustomer.fullName ?? sample?.fullName ?? null,
    sample,
    at: now,
  };
}
