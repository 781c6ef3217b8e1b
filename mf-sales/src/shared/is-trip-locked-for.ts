import type { TTripCard } from '@busdesk/api-contract';

/** 001 §4 'Trip lock': only the agency's own partnerLocks entry counts; lockType 1 is locked. */
export const isTripLockedFor = (trip: Pick<TTripCard, 'partnerLocks'>, partnerId: string): boolean =>
  trip.partnerLocks.some((lock) => lock.partnerId === partnerId && lock.lockType === 1);
