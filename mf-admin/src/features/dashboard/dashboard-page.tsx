import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { formatMoney } from '@busdesk/shared-kit';
import { SampleDataNotice } from '../../shared/sample-data-notice';
import { ADMIN_LABELS } from '../../messages';

const L = ADMIN_LABELS.dashboard;

/** Fixed illustration figures: 000 §2.1 describes the dashboard as a placeholder with sample data. */
const SAMPLE_FIGURES: readonly { label: string; value: string }[] = [
  { label: L.ticketsToday, value: '128' },
  { label: L.revenueToday, value: formatMoney(32_400_000) },
  { label: L.cancelledToday, value: '6' },
  { label: L.tripsToday, value: '42' },
];

/** /dashboard: the logo's destination (000 §2.3). */
export function DashboardPage() {
  return (
    <Box component="section" aria-labelledby="dashboard-title" sx={{ p: 3, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography id="dashboard-title" variant="h5" component="h1">
        {L.title}
      </Typography>
      <SampleDataNotice />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }}>
        {SAMPLE_FIGURES.map((figure) => (
          <Card key={figure.label} variant="outlined">
            <CardContent>
              <Typography color="text.secondary" gutterBottom>
                {figure.label}
              </Typography>
              <Typography variant="h4" component="p">
                {figure.value}
              </Typography>
            </CardContent>
          </Card>
        ))}
      </Box>
    </Box>
  );
}
