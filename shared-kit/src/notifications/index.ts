import { lazy } from 'react';

// Nothing of MUI loads with this module: the bell button is the shell's, the popover (Popover, Tabs, List …) is a
// chunk of its own, loaded when the bell is first hovered, focused or pressed.
export { useUnreadCount } from './use-unread-count';
export type { NotificationPopoverProps } from './notification-popover';

export const loadNotificationPopover = () => import('./notification-popover');
/** The popover of new partner tickets; render inside Suspense. */
export const NotificationPopover = lazy(() => loadNotificationPopover().then((m) => ({ default: m.NotificationPopover })));
