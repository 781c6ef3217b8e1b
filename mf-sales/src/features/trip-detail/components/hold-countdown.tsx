import { formatCountdown } from '@busdesk/shared-kit';
import Chip from '@mui/material/Chip';
import { useEffect, useRef, useState } from 'react';
import { TRIP_DETAIL_LABELS as L } from '../labels';

/** Milliseconds left of a hold whose deadline is on the server's clock. */
export const remainingMs = (expiresAt: number, serverOffset: number, browserNow: number = Date.now()): number =>
  expiresAt - (browserNow + serverOffset);

export interface HoldCountdownProps {
  /** epoch ms on the server's clock */
  expiresAt: number;
  /** serverTime − browser time */
  serverOffset: number;
  /** Called once when the time is up: the selection clears (the server has released the seats). */
  onExpired(): void;
}

/** The hold countdown mm:ss of the seats the user picked (001 §2.1), from the server's deadline. */
export function HoldCountdown({ expiresAt, serverOffset, onExpired }: HoldCountdownProps) {
  const [now, setNow] = useState(() => Date.now());
  const expiredRef = useRef(onExpired);
  expiredRef.current = onExpired;
  const left = remainingMs(expiresAt, serverOffset, now);

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, []);
  const expired = left <= 0;
  // Keyed on the crossing, not on every tick, so the selection clears once.
  useEffect(() => {
    if (expired) expiredRef.current();
  }, [expired]);

  const text = formatCountdown(left);
  return (
    <Chip
      role="timer"
      aria-label={L.holdCountdownAria(text)}
      title={L.holdCountdown}
      color={left < 60_000 ? 'error' : 'warning'}
      variant="outlined"
      size="small"
      label={`${L.holdCountdown}: ${text}`}
      sx={{ fontVariantNumeric: 'tabular-nums' }}
    />
  );
}
