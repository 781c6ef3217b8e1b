import { getStationUser } from '../../shared/api/get-station-user';
import { listTransportOrders } from '../../shared/api/list-transport-orders';
import { orderDetailApi, type OrderDetailServices } from '../../shared/order-detail-services';
import { createTransportOrder } from './api/create-transport-order';
import { downSignTransportOrder } from './api/down-sign-transport-order';
import { listCompanies } from './api/list-companies';
import { resendTransportOrder } from './api/resend-transport-order';
import { updateTransportConfirm } from './api/update-transport-confirm';
import { upSignTransportOrder } from './api/up-sign-transport-order';

/** The signing list's calls behind one interface, so stories and tests run on a fake (test-support/fake-transport-services.ts). */
export interface SignListServices extends OrderDetailServices {
  list: typeof listTransportOrders;
  create: typeof createTransportOrder;
  upSign: typeof upSignTransportOrder;
  downSign: typeof downSignTransportOrder;
  updateConfirm: typeof updateTransportConfirm;
  resend: typeof resendTransportOrder;
  companies: typeof listCompanies;
  user: typeof getStationUser;
}

export const signListApi: SignListServices = {
  ...orderDetailApi,
  list: listTransportOrders,
  create: createTransportOrder,
  upSign: upSignTransportOrder,
  downSign: downSignTransportOrder,
  updateConfirm: updateTransportConfirm,
  resend: resendTransportOrder,
  companies: listCompanies,
  user: getStationUser,
};
