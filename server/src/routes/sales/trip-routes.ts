import type { FastifyInstance } from 'fastify';

/** Trip detail, trip tickets, seat locks, surcharges, customer search (helper A) */
export async function salesTripRoutes(_app: FastifyInstance) {}
