import { ticketStatsEndpoint, type TTicketStats, type TTicketStatsRequest } from '@busdesk/api-contract';
import { callEndpoint } from '@busdesk/shared-kit';

/** 002 §7 'POST report/crm5': the answer is an array, its first item is the statistics (null when empty). */
export const getTicketStats = async (request: TTicketStatsRequest): Promise<TTicketStats | null> => (await callEndpoint(ticketStatsEndpoint, request))[0] ?? null;
