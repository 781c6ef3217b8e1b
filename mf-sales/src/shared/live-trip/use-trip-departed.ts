import { isTripDeparted } from '@busdesk/api-contract';
import { useEffect, useState } from 'react';

/** setTimeout fires at once past 2^31 − 1 ms (~24.8 days): a trip further out re-arms after this long. */
const MAX_TIMER_MS = 2_147_483_647;

/**
 * Whether the trip has departed on the server's clock (`serverOffset` = server − browser), by the contract's rule
 * that the server enforces. An upcoming trip arms one timer to its departure moment, so the answer turns true while
 * the screen stays open, without ticking in between.
 */
export function useTripDeparted(trip: { tripStatus: number; startTimeReality: number }, serverOffset: number): boolean {
  const [browserNow, setBrowserNow] = useState(() => Date.now());
  const departed = isTripDeparted(trip, browserNow + serverOffset);
  const { startTimeReality } = trip;
  useEffect(() => {
    if (departed) return;
    // isTripDeparted counts a trip as departed strictly after its start: wake 1 ms past it.
    const wait = startTimeReality - serverOffset - Date.now() + 1;
    // A re-read trip or clock can leave `browserNow` behind: a past moment wakes at once and catches up.
    const timer = setTimeout(() => setBrowserNow(Date.now()), Math.min(Math.max(wait, 0), MAX_TIMER_MS));
    return () => clearTimeout(timer);
  }, [departed, startTimeReality, serverOffset, browserNow]);
  return departed;
}
