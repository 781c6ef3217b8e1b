import { navigate } from '@busdesk/shared-kit';
import AssessmentIcon from '@mui/icons-material/Assessment';
import ConfirmationNumberIcon from '@mui/icons-material/ConfirmationNumber';
import DrawIcon from '@mui/icons-material/Draw';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { MouseEvent, ReactNode } from 'react';
import { TRANSPORT_LABELS } from '../../../messages';
import type { TodayDepartures as TodayDeparturesState } from '../hooks/use-today-departures';
import { TodayDepartures } from './today-departures';

const L = TRANSPORT_LABELS.station;

/** Where the panel's links go (docs/adr/0086): the signing list, the sales counter and the staff revenue report. */
export const STATION_LINKS = { signList: '/transport', sales: '/book-ticket', reports: '/report/sales-by-employee' } as const;

function ServiceLink({ href, title, hint, icon }: { href: string; title: string; hint: string; icon: ReactNode }) {
  // A real link (opens in a new tab, shows its address) that moves inside the portal without a reload.
  const go = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
    e.preventDefault();
    navigate(href);
  };
  return (
    <Card variant="outlined" sx={{ flex: '1 1 220px' }}>
      <CardActionArea href={href} onClick={go} sx={{ p: 2, display: 'flex', gap: 1.5, justifyContent: 'flex-start', alignItems: 'center' }}>
        <Box aria-hidden sx={{ color: 'primary.main', display: 'flex' }}>
          {icon}
        </Box>
        <Box>
          <Typography component="span" variant="subtitle1" sx={{ fontWeight: 700, display: 'block' }}>
            {title}
          </Typography>
          <Typography component="span" variant="body2" color="text.secondary">
            {hint}
          </Typography>
        </Box>
      </CardActionArea>
    </Card>
  );
}

/**
 * The station service panel (000 §1): the signing list, today's departures with their order status, and the way to
 * sales and reports.
 */
export function StationServicePanel({ today }: { today: TodayDeparturesState }) {
  return (
    <Paper component="section" aria-labelledby="station-panel-title" variant="outlined" sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography id="station-panel-title" variant="h6" component="h2">
        {L.panel}
      </Typography>
      <Box component="nav" aria-label={L.panel} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        <ServiceLink href={STATION_LINKS.signList} title={L.signList} hint={L.signListHint} icon={<DrawIcon />} />
        <ServiceLink href={STATION_LINKS.sales} title={L.sales} hint={L.salesHint} icon={<ConfirmationNumberIcon />} />
        <ServiceLink href={STATION_LINKS.reports} title={L.reports} hint={L.reportsHint} icon={<AssessmentIcon />} />
      </Box>
      <Box component="section" aria-labelledby="station-today-title">
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, mb: 1 }}>
          <Typography id="station-today-title" variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
            {L.today}
          </Typography>
          {today.status === 'loaded' ? (
            <Typography variant="body2" color="text.secondary">
              {L.todayCount(today.departures.length, today.departures.filter((d) => !d.order).length)}
            </Typography>
          ) : null}
        </Box>
        <TodayDepartures state={today} />
      </Box>
    </Paper>
  );
}
