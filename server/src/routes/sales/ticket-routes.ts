import type { FastifyInstance } from 'fastify';

/** Booking lifecycle: price, book, update, cancel, cancel details, ticket log (helper B) */
export async function salesTicketRoutes(_app: FastifyInstance) {}
