import NotificationsIcon from '@mui/icons-material/Notifications';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { loadNotificationPopover, NotificationPopover, useUnreadCount } from '@busdesk/shared-kit/core';
import { Suspense, useId, useState } from 'react';

export interface NotificationBellProps {
  label: string;
  /** The current screen: the popover belongs to the screen it was opened on, and closes when the user moves on. */
  pathname: string;
}

/**
 * The bell of 002 §2 with the number of unread new partner tickets. The number arrives after the first paint and
 * follows the agency's notification topic; the popover's code loads when the bell is hovered, focused or pressed.
 */
export function NotificationBell({ label, pathname }: NotificationBellProps) {
  const [count, setCount] = useUnreadCount();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Moving to another screen (Back, a link) closes the popover; coming back does not open it again.
  const [openedOn, setOpenedOn] = useState(pathname);
  if (openedOn !== pathname) {
    setOpenedOn(pathname);
    setAnchor(null);
  }
  // Mounted from the first open on, so closing plays the exit transition and focus returns to the bell.
  const [mounted, setMounted] = useState(false);
  const popoverId = useId();
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={count > 0 ? `${label}: ${count}` : label}
        aria-haspopup="dialog"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? popoverId : undefined}
        onPointerEnter={() => void loadNotificationPopover()}
        onFocus={() => void loadNotificationPopover()}
        onClick={(e) => {
          setMounted(true);
          setAnchor(e.currentTarget);
        }}
      >
        {/* No badge at all with nothing unread: a hidden badge still holds its last number as text, which axe reads
            as the button's visible text against its name ('Thông báo vé mới' with a '0' inside: serious). */}
        {count > 0 ? (
          <Badge badgeContent={count} color="error" max={99}>
            <NotificationsIcon />
          </Badge>
        ) : (
          <NotificationsIcon />
        )}
      </IconButton>
      {mounted ? (
        <Suspense fallback={null}>
          <NotificationPopover id={popoverId} title={label} anchor={anchor} onClose={() => setAnchor(null)} onCount={setCount} />
        </Suspense>
      ) : null}
    </>
  );
}
