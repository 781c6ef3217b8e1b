import type { FastifyInstance } from 'fastify';

/** Trip search lookups and the trip list (helper A) */
export async function salesSearchRoutes(_app: FastifyInstance) {}
