import { stationDeparturesEndpoint, type TStationDeparturesRequest, type TStationDeparturesResponse } from '@busdesk/api-contract';
import { callEndpoint } from '@busdesk/shared-kit';

/** The trips leaving the session's stations in a range, each with its order or none (docs/adr/0086). */
export function listStationDepartures(request: TStationDeparturesRequest): Promise<TStationDeparturesResponse> {
  return callEndpoint(stationDeparturesEndpoint, request);
}
