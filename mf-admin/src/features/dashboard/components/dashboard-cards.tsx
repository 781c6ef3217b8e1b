import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { TDashboardResponse } from '@busdesk/api-contract';
import { formatMoney, formatNumber } from '@busdesk/shared-kit';
import { DASHBOARD_LABELS as L } from '../labels';

interface Card {
  label: string;
  value: string;
  note: string;
}

/** The figures of the cards, from the server's answer (all of them sums of the whole range). */
export function dashboardCards(d: TDashboardResponse): Card[] {
  const { sales, seats, messages } = d;
  const sent = messages.sms.delivered + messages.zns.delivered;
  return [
    { label: L.ticketsSold, value: formatNumber(sales.sold), note: L.ticketsNote(sales.cancelled) },
    { label: L.revenue, value: formatMoney(sales.paidMoney), note: L.revenueNote(formatMoney(sales.refund)) },
    { label: L.seats, value: `${formatNumber(seats.taken)} / ${formatNumber(seats.capacity)}`, note: L.seatsNote(seats.trips, seats.agencySold) },
    { label: L.messagesSent, value: formatNumber(sent), note: L.messagesNote(messages.sms.local + messages.zns.local, messages.sms.failed + messages.zns.failed) },
    {
      label: L.messageCost,
      value: formatMoney(messages.sms.price + messages.zns.price),
      note: L.messageCostNote(formatMoney(messages.sms.price), formatMoney(messages.zns.price)),
    },
  ];
}

/** The day at a glance: one card per figure, in a row that wraps. */
export function DashboardCards({ data }: { data: TDashboardResponse }) {
  return (
    <Box component="ul" aria-label={L.cards} sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fit, minmax(190px, 1fr))', listStyle: 'none', p: 0, m: 0 }}>
      {dashboardCards(data).map((card) => (
        <Paper component="li" key={card.label} variant="outlined" sx={{ px: 2, py: 1.5 }}>
          <Typography variant="body2" color="text.secondary">
            {card.label}
          </Typography>
          <Typography variant="h5" component="p" aria-label={`${card.label}: ${card.value}`}>
            {card.value}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="p">
            {card.note}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}
