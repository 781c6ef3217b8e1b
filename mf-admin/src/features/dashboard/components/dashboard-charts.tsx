import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BarChart, Gauge, PieChart } from '@mui/x-charts';
import { PAYMENT_TYPE_LABELS, labelOf, type TDashboardSales, type TDashboardSeats } from '@busdesk/api-contract';
import { formatMoney, formatNumber } from '@busdesk/shared-kit';
import type { ReactNode } from 'react';
import { DASHBOARD_LABELS as L } from '../labels';

/** The payment types' colours, in the order the server sorts them (most money first); the list beside repeats them. */
export const PAYMENT_TYPE_COLOURS = ['#1e5aa8', '#e0882b', '#2e8b57', '#8e44ad', '#c0392b', '#5d6d7e'] as const;

export interface DashboardChartsProps {
  sales: TDashboardSales;
  seats: TDashboardSeats;
  /** Storybook's and the tests' fixed renders turn the transitions off. */
  skipAnimation?: boolean;
}

/** One chart in a titled figure; the numbers are also written out beside it, for a reader who cannot see the chart. */
function ChartCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="figure" aria-labelledby={id} sx={{ m: 0, p: 2, display: 'flex', flexDirection: 'column', gap: 1, minWidth: 0 }}>
      <Typography id={id} variant="h6" component="figcaption">
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/**
 * The charts of the dashboard (@mui/x-charts): money by payment type, tickets by hour, seats against capacity. This
 * module is the only one importing the charts library, and the page loads it lazily, so no other route fetches it.
 */
export function DashboardCharts({ sales, seats, skipAnimation = false }: DashboardChartsProps) {
  const types = sales.byPaymentType.map((p, i) => ({
    id: p.paymentType,
    value: p.paidMoney,
    label: labelOf(PAYMENT_TYPE_LABELS, p.paymentType),
    count: p.count,
    color: PAYMENT_TYPE_COLOURS[i % PAYMENT_TYPE_COLOURS.length]!,
  }));
  const occupancy = seats.capacity > 0 ? Math.round((seats.taken / seats.capacity) * 100) : 0;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(0, 1.2fr) minmax(0, 1fr)' } }}>
      <ChartCard id="dashboard-hours-title" title={L.byHour}>
        {sales.count === 0 ? (
          <Typography color="text.secondary">{L.noSales}</Typography>
        ) : (
          <BarChart
            height={240}
            skipAnimation={skipAnimation}
            hideLegend
            xAxis={[{ scaleType: 'band', data: sales.byHour.map((h) => L.hour(h.hour)), label: L.hourAxis, tickLabelInterval: (_v, i) => i % 3 === 0 }]}
            yAxis={[{ label: L.ticketsAxis, tickMinStep: 1 }]}
            series={[{ data: sales.byHour.map((h) => h.count), label: L.ticketsAxis, color: PAYMENT_TYPE_COLOURS[0] }]}
            margin={{ left: 0, right: 8, top: 8, bottom: 0 }}
          />
        )}
      </ChartCard>
      <ChartCard id="dashboard-types-title" title={L.byPaymentType}>
        {types.length === 0 ? (
          <Typography color="text.secondary">{L.noSales}</Typography>
        ) : (
          <>
            <PieChart height={160} skipAnimation={skipAnimation} hideLegend series={[{ data: types, innerRadius: 40, paddingAngle: 1, valueFormatter: (v) => formatMoney(v.value) }]} />
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {types.map((t) => (
                <Typography component="li" variant="body2" key={t.id} sx={{ display: 'flex', alignItems: 'baseline', gap: 0.75 }}>
                  <Box component="span" aria-hidden sx={{ width: 10, height: 10, borderRadius: '2px', bgcolor: t.color, flex: 'none' }} />
                  <span>
                    {t.label}: <strong>{formatMoney(t.value)}</strong> ({L.tickets(t.count)})
                  </span>
                </Typography>
              ))}
            </Box>
          </>
        )}
      </ChartCard>
      <ChartCard id="dashboard-seats-title" title={L.occupancy}>
        {seats.trips === 0 ? (
          <Typography color="text.secondary">{L.noTrips}</Typography>
        ) : (
          <>
            <Gauge height={140} value={occupancy} valueMax={100} startAngle={-110} endAngle={110} innerRadius="70%" text={`${occupancy}%`} aria-label={`${L.occupancy}: ${occupancy}%`} />
            <Typography variant="body2" sx={{ textAlign: 'center' }}>
              {formatNumber(seats.taken)} / {formatNumber(seats.capacity)}
            </Typography>
          </>
        )}
      </ChartCard>
    </Box>
  );
}
