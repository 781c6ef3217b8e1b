import { getTransportOrderDetail } from './api/get-transport-order-detail';
import { getTransportOrderXml } from './api/get-transport-order-xml';

/** The calls behind an order's content (the view page and the list's view dialog), so stories run on a fake. */
export interface OrderDetailServices {
  detail: typeof getTransportOrderDetail;
  xml: typeof getTransportOrderXml;
}

export const orderDetailApi: OrderDetailServices = { detail: getTransportOrderDetail, xml: getTransportOrderXml };
