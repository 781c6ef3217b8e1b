import { useEffect, useState } from 'react';

/** How often a live map re-reads the clock: hold and seat-lock expiry are minute-scale, the countdown ticks itself. */
export const CLOCK_STEP_MS = 15_000;

/** Now on the server's clock (`offset` = server − browser), re-read every `stepMs`. */
export function useServerClock(offset: number, stepMs: number = CLOCK_STEP_MS): number {
  const [browserNow, setBrowserNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setBrowserNow(Date.now()), stepMs);
    return () => clearInterval(timer);
  }, [stepMs]);
  return browserNow + offset;
}
