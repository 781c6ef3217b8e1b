import { orderDetailApi, type OrderDetailServices } from '../../shared/order-detail-services';

/** The view page's calls (the order's verified content and its XML), so stories and tests run on a fake. */
export type OrderViewServices = OrderDetailServices;

export const orderViewApi: OrderViewServices = orderDetailApi;
