import { formatCountdown } from '@busdesk/shared-kit';
import TimerOutlinedIcon from '@mui/icons-material/TimerOutlined';
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
  const urgent = left < 60_000;
  // The palette's warning orange is 3.1:1 on white, too faint for text: the border carries the colour, the text
  // stays dark (the last minute turns it the error red's dark shade, 5.6:1).
  return (
    <Chip
      role="timer"
      aria-label={L.holdCountdownAria(text)}
      title={L.holdCountdown}
      variant="outlined"
      size="small"
      icon={<TimerOutlinedIcon aria-hidden />}
      label={`${L.holdCountdownShort} ${text}`}
      sx={{
        fontVariantNumeric: 'tabular-nums',
        fontWeight: 600,
        borderColor: urgent ? 'error.main' : 'warning.main',
        color: urgent ? 'error.dark' : 'text.primary',
        '& .MuiChip-icon': { color: urgent ? 'error.dark' : 'warning.dark' },
      }}
    />
  );
}
