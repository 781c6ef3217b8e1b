import {
  lockTripEndpoint,
  manageTripEndpoint,
  searchVehicleEndpoint,
  tripContractEndpoint,
  tripSaleReportEndpoint,
  userCompanyEndpoint,
  type TLockTripRequest,
} from '@busdesk/api-contract';
import type { FixtureHandler } from '@busdesk/shared-kit/test-support';
import { saleReportFixture } from './sale-report-fixtures';

/** Tests only: what the trip-operation calls answer on the fixture server. */

const path = (endpoint: { path: string }) => endpoint.path.replace(/^\/api/, '');
export const OPS_PATHS = {
  lock: path(lockTripEndpoint),
  manage: path(manageTripEndpoint),
  users: path(userCompanyEndpoint),
  vehicles: path(searchVehicleEndpoint),
  saleReport: path(tripSaleReportEndpoint),
  contract: path(tripContractEndpoint),
};

export const defaultOpsRoutes = (): Record<string, FixtureHandler> => ({
  [OPS_PATHS.lock]: (r) => {
    const body = r.body as TLockTripRequest;
    return { results: { tripId: body.tripId, partnerLocks: [{ partnerId: 'p-bxmd', lockType: body.lockType }] } };
  },
  [OPS_PATHS.manage]: (r) => {
    const body = r.body as { tripId: string; isPartnerSettled?: boolean; drivers?: Array<{ userId: string; fullName: string }> };
    return {
      results: {
        tripId: body.tripId,
        driverIds: body.drivers?.map((d) => d.userId) ?? [],
        driverNames: body.drivers?.map((d) => d.fullName) ?? [],
        vehicleId: null,
        numberPlate: null,
        isPartnerSettled: body.isPartnerSettled ?? false,
      },
    };
  },
  [OPS_PATHS.users]: () => ({
    results: {
      result: [
        { id: 'd-1', name: 'Nguyễn Văn Hùng', isActive: true, phone: null, userType: 2, userStatus: 1 },
        { id: 'd-2', name: 'Trần Minh Quang', isActive: true, phone: null, userType: 2, userStatus: 1 },
      ],
    },
  }),
  [OPS_PATHS.vehicles]: () => ({
    results: { vehicles: [{ id: 'v-1', numberPlate: '72B-111.11', vehicleType: 'Limousine 9 chỗ', seatCount: 9, brand: null, isActive: true }] },
  }),
  [OPS_PATHS.saleReport]: (r) => ({ results: saleReportFixture((r.body as { tripId: string }).tripId) }),
});
