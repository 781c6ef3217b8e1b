import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { DateRangeFilter, RetryAlert, vnTime } from '@busdesk/shared-kit';
import { lazy, Suspense } from 'react';
import { BillsAttention } from './components/bills-attention';
import { DashboardCards } from './components/dashboard-cards';
import { dashboardApi, type DashboardServices } from './dashboard-services';
import { useLiveDashboard } from './hooks/use-live-dashboard';
import { DASHBOARD_LABELS as L } from './labels';

// The charts library is fetched with this route only, after the cards have painted (docs/adr/0073).
const DashboardCharts = lazy(() => import('./components/dashboard-charts').then((m) => ({ default: m.DashboardCharts })));

export interface DashboardPageProps {
  services?: DashboardServices;
  /** Stories and tests render the charts without their transitions. */
  skipAnimation?: boolean;
}

/**
 * /dashboard (the logo's destination, 000 §2.3): the agency's day — today by default, or a range — with tickets and
 * money by payment type, seats against capacity, sales by hour, bills to handle and messages, kept current by the
 * agency's ticket and payment events (issue 13, docs/adr/0072).
 */
export function DashboardPage({ services = dashboardApi, skipAnimation }: DashboardPageProps) {
  const live = useLiveDashboard(services);
  const { data } = live;
  return (
    <Box component="section" aria-labelledby="dashboard-title" sx={{ p: 3, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography id="dashboard-title" variant="h5" component="h1">
          {L.title}
        </Typography>
        <Box role="search" aria-label={L.range} sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <DateRangeFilter value={live.range} onChange={live.setRange} />
        </Box>
      </Box>
      <Typography variant="body2" color="text.secondary" aria-live="polite" data-testid="dashboard-as-of">
        {data ? `${L.asOf(vnTime(new Date(data.asOf)).format('HH:mm:ss DD/MM/YYYY'))} · ${L.live}` : L.live}
      </Typography>
      {live.error ? (
        <RetryAlert retryLabel={L.retry} onRetry={live.reload}>
          {L.loadFailed}: {live.error}
        </RetryAlert>
      ) : null}
      {data ? (
        <>
          <DashboardCards data={data} />
          <Suspense fallback={<Skeleton variant="rounded" height={280} role="progressbar" aria-label={L.chartsLoading} />}>
            <DashboardCharts sales={data.sales} seats={data.seats} {...(skipAnimation ? { skipAnimation } : {})} />
          </Suspense>
          <BillsAttention bills={data.bills} />
        </>
      ) : live.loading ? (
        <Skeleton variant="rounded" height={120} role="progressbar" aria-label={L.chartsLoading} />
      ) : null}
    </Box>
  );
}
