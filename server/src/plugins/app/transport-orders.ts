import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createTransportOrdersRepository } from '../../repositories/transport-orders-repository';
import { ORDER_DOCUMENTS, type OrderCredentials, type OrderDocuments } from '../../transport-orders/order-documents';
import { createTransportGateway, transportGatewayWarnings } from '../../transport-orders/transmission/transport-gateways';
import { createTransmissionWorker, type TransmissionPolicy } from '../../transport-orders/transmission/transmission-worker';
import { createTransportOrdersService } from '../../transport-orders/transport-orders-service';
import { createCompanyOrderSimulator } from '../../transport-orders/company-order-simulator';
import type { TransportGateway } from '../../transport-orders/transmission/transport-gateway';

export interface TransportOrdersPluginOptions {
  now?: () => number;
  /** A test's own document library; the product runs the real one (XML-DSig, app.transportCredentials). */
  transportDocuments?: { documents: OrderDocuments; credentials: OrderCredentials };
  /** A gateway instead of the environment's (tests), and the retry policy. */
  transportGateway?: TransportGateway;
  transmissionPolicy?: Partial<TransmissionPolicy>;
  /** false: no timer (tests drive rounds with app.transportTransmission.runOnce()). */
  transmissionTimer?: boolean;
}

/**
 * Electronic transport orders (issue 14; docs/adr/0080–0083): the service, and the transmission worker that sends
 * signed sides through the gateway — started when the app is ready, stopped before the database closes.
 */
export const transportOrdersPlugin = fp(
  async (app: FastifyInstance, opts: TransportOrdersPluginOptions) => {
    const now = opts.now ?? Date.now;
    const repo = createTransportOrdersRepository(app.database);
    const gateway = opts.transportGateway ?? createTransportGateway(app.env, app.database, now);
    for (const line of transportGatewayWarnings(gateway)) app.log.warn(line);
    const worker = createTransmissionWorker({ repo, gateway, log: app.log, now, ...(opts.transmissionPolicy ? { policy: opts.transmissionPolicy } : {}) });
    const { documents, credentials } = opts.transportDocuments ?? { documents: ORDER_DOCUMENTS, credentials: app.transportCredentials };
    app.decorate('transportOrders', createTransportOrdersService({ repo, documents, credentials, now, transmissionDue: () => worker.wake() }));
    app.decorate('transportTransmission', worker);
    // With the local gateway no company system exists: a simulator makes company-signed orders (ADMIN, own station).
    app.decorate(
      'transportCompanySimulator',
      app.env.TRANSPORT_GATEWAY === 'local'
        ? createCompanyOrderSimulator({
            credentials,
            partnerCode: async (id) => (await repo.partner(id))?.code ?? null,
            tripCrew: async (routeId, at) => {
              const row = await repo.tripCrew(routeId, at);
              return row && { numberPlate: row.number_plate, seatCount: row.seat_count, brand: row.brand, drivers: row.drivers };
            },
            now,
          })
        : null,
    );
    if (opts.transmissionTimer !== false) app.addHook('onReady', async () => worker.start(app.env.TRANSPORT_WORKER_INTERVAL_MS));
    app.addHook('preClose', async () => worker.stop());
  },
  { name: 'transport-orders', dependencies: ['database', 'transport-credentials'] },
);
