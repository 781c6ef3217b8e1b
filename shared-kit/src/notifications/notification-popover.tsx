import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListSubheader from '@mui/material/ListSubheader';
import Popover from '@mui/material/Popover';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import {
  MSG,
  NOTIFICATION_PAGE_SIZE,
  notificationListEndpoint,
  notificationReadEndpoint,
  type TFoundTicket,
  type TNotificationTab,
} from '@busdesk/api-contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { callEndpoint } from '../api/call-endpoint';
import { bus } from '../bus/bus';
import { formatDateTime } from '../format/format-date';
import { notify } from '../theme/notify';
import { appendPage, applyEvent, feedFromPage, groupByCompany, withNumbers, type FeedState } from './notification-feed';
import { NOTIFICATION_LABELS as L } from './notification-labels';

export interface NotificationPopoverProps {
  id: string;
  title: string;
  anchor: HTMLElement | null;
  onClose: () => void;
  /** The unread count as the popover last learnt it, so the bell agrees with the tabs. */
  onCount: (count: number) => void;
}

const TABS: ReadonlyArray<{ tab: TNotificationTab; label: string }> = [
  { tab: 'all', label: MSG.notifications.all },
  { tab: 'usingApp', label: MSG.notifications.usedApp },
  { tab: 'notUsingApp', label: MSG.notifications.notUsedApp },
];

const list = (tab: TNotificationTab, nextPageToken: string | null = null, count = NOTIFICATION_PAGE_SIZE) =>
  callEndpoint(notificationListEndpoint, { tab, count, nextPageToken });

function NotificationItem({ ticket, onRead }: { ticket: TFoundTicket; onRead: (ticket: TFoundTicket) => void }) {
  const seats = (ticket.listSeatId ?? [ticket.seatId ?? '']).join(', ');
  const who = [ticket.fullName, ticket.phoneNumber].filter(Boolean).join(' - ');
  return (
    <ListItem
      divider
      data-ticket-id={ticket.ticketId}
      secondaryAction={
        <IconButton edge="end" size="small" aria-label={L.markRead(who, seats)} onClick={() => onRead(ticket)}>
          <CloseIcon fontSize="small" />
        </IconButton>
      }
      sx={{ display: 'block', pr: 6 }}
    >
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {ticket.routeName}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {`${L.departure}: ${formatDateTime(ticket.getInTimePlan ?? ticket.startTime ?? null)}`}
      </Typography>
      <Typography variant="body2">{who}</Typography>
      <Typography variant="body2">{`${L.seats}: ${seats}`}</Typography>
    </ListItem>
  );
}

/**
 * The popover of 002 §2: three tabs with their counts, the unread groups by company (each with its count), a close
 * icon that marks a group read for the whole agency, 'Tải thêm' while the tab has more than is loaded. It follows
 * the agency's notification topic while mounted and reloads after a reconnect.
 */
export function NotificationPopover({ id, title, anchor, onClose, onCount }: NotificationPopoverProps) {
  const open = anchor !== null;
  const [tab, setTab] = useState<TNotificationTab>('all');
  const [feed, setFeed] = useState<FeedState>();
  const [loading, setLoading] = useState(false);
  const request = useRef(0);
  const numbersTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const load = useCallback(
    (which: TNotificationTab) => {
      const mine = ++request.current;
      setLoading(true);
      list(which)
        .then((page) => {
          if (mine !== request.current) return;
          setFeed(feedFromPage(which, page));
          onCount(page.counts.all);
        })
        .catch((error: unknown) => {
          if (mine === request.current) notify(error instanceof Error ? error.message : MSG.common.fetchFailed, 'error');
        })
        .finally(() => {
          if (mine === request.current) setLoading(false);
        });
    },
    [onCount],
  );

  useEffect(() => {
    if (open) load(tab);
  }, [open, tab, load]);

  // The numbers (tabs, companies, total) come from the server after live changes; the groups shown stay put.
  const refreshNumbers = useCallback(() => {
    clearTimeout(numbersTimer.current);
    numbersTimer.current = setTimeout(() => {
      const mine = request.current;
      list(tab, null, 1).then(
        (page) => {
          if (mine !== request.current) return;
          setFeed((f) => (f && f.tab === tab ? withNumbers(f, page) : f));
          onCount(page.counts.all);
        },
        () => undefined,
      );
    }, 150);
  }, [tab, onCount]);

  useEffect(() => {
    if (!open) return;
    const events = bus.notifications$.subscribe((event) => {
      setFeed((f) => (f ? applyEvent(f, event) : f));
      refreshNumbers();
    });
    const reconnected = bus.reconnected$.subscribe(() => load(tab));
    return () => {
      events.unsubscribe();
      reconnected.unsubscribe();
      clearTimeout(numbersTimer.current);
    };
  }, [open, tab, load, refreshNumbers]);

  const loadMore = () => {
    if (!feed?.nextPageToken) return;
    const mine = ++request.current;
    setLoading(true);
    list(feed.tab, feed.nextPageToken)
      .then((page) => {
        if (mine === request.current) setFeed((f) => (f ? appendPage(f, page) : f));
      })
      .catch((error: unknown) => notify(error instanceof Error ? error.message : MSG.common.fetchFailed, 'error'))
      .finally(() => {
        if (mine === request.current) setLoading(false);
      });
  };

  const markRead = (ticket: TFoundTicket) => {
    callEndpoint(notificationReadEndpoint, { ticketId: ticket.ticketId }).then(
      (result) => {
        // 002 §4: marking read removes the ticket and refreshes the list.
        setFeed((f) => (f ? applyEvent(f, { type: 'partner-tickets-read', ticketIds: result.ticketIds }) : f));
        onCount(result.count);
        refreshNumbers();
      },
      (error: unknown) => notify(error instanceof Error ? error.message : MSG.common.fetchFailed, 'error'),
    );
  };

  const shown = feed && feed.tab === tab ? feed : undefined;
  const groups = shown ? groupByCompany(shown) : [];
  const counts = feed?.counts;
  return (
    <Popover
      id={id}
      open={open}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { role: 'dialog', 'aria-label': title, sx: { width: 440, maxWidth: '100vw', maxHeight: '75vh', display: 'flex', flexDirection: 'column' } } }}
    >
      <Typography variant="subtitle1" sx={{ px: 2, pt: 1.5, fontWeight: 700 }}>
        {L.title}
      </Typography>
      <Tabs value={tab} onChange={(_e, next: TNotificationTab) => setTab(next)} variant="fullWidth" aria-label={L.tabs}>
        {TABS.map((t) => (
          <Tab key={t.tab} value={t.tab} label={`${t.label} (${counts ? counts[t.tab] : 0})`} sx={{ textTransform: 'none', minWidth: 0, px: 1 }} />
        ))}
      </Tabs>
      <Box sx={{ overflowY: 'auto', flex: 1 }} role="tabpanel" aria-busy={loading}>
        {shown && shown.tickets.length === 0 && !loading ? (
          <Typography sx={{ p: 2, textAlign: 'center' }} color="text.secondary">
            {MSG.notifications.empty}
          </Typography>
        ) : null}
        {!shown && loading ? <Typography sx={{ p: 2 }}>{L.loading}</Typography> : null}
        {groups.map((g) => (
          <List key={g.companyId} dense disablePadding aria-label={g.companyName} subheader={
            <ListSubheader sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', bgcolor: 'grey.100', lineHeight: '36px' }}>
              <span>{g.companyName}</span>
              <Chip size="small" color="error" label={g.count} aria-label={L.companyCount(g.count)} />
            </ListSubheader>
          }>
            {g.tickets.map((t) => (
              <NotificationItem key={t.ticketId} ticket={t} onRead={markRead} />
            ))}
          </List>
        ))}
        {shown && shown.total > shown.tickets.length ? (
          <Box sx={{ p: 1, textAlign: 'center' }}>
            <Button onClick={loadMore} disabled={loading || !shown.nextPageToken}>
              {MSG.notifications.loadMore}
            </Button>
          </Box>
        ) : null}
      </Box>
    </Popover>
  );
}
