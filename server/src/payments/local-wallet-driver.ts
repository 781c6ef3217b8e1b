import type { WalletDriver } from './payment-drivers';

/**
 * The embedded wallet: the order's pay link in MoMo's deep-link form; the simulator page pays the order with a
 * signed webhook, as MoMo's IPN would.
 */
export function createLocalWalletDriver(): WalletDriver {
  return {
    kind: 'local',
    createOrder: async (order) => {
      const query = new URLSearchParams({ action: 'payWithApp', partnerCode: order.partnerCode, orderId: order.orderId, amount: String(order.amount) });
      return { payUrl: `momo://app?${query.toString()}` };
    },
  };
}
