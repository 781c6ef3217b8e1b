import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { TRANSPORT_LABELS } from '../../messages';
import { useStationUser } from '../../shared/use-station-user';
import { PartnerNotice } from './components/partner-notice';
import { StationBanner } from './components/station-banner';
import { StationServicePanel } from './components/station-service-panel';
import { useTodayDepartures } from './hooks/use-today-departures';
import { stationServiceApi, type StationServiceServices } from './station-service-services';

const L = TRANSPORT_LABELS.station;

/** /station-service, the home tool page (000 §1): the banner, the scrolling notice with the partner name, the panel. */
export function StationServicePage({ services = stationServiceApi }: { services?: StationServiceServices }) {
  const user = useStationUser(services.user);
  const today = useTodayDepartures(services.departures);
  return (
    <Box sx={{ p: 3, display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      <Typography variant="h5" component="h1">
        {L.title}
      </Typography>
      <StationBanner />
      {user ? <PartnerNotice partnerName={user.partnerName} isStation={user.isStation} /> : null}
      <StationServicePanel today={today} />
    </Box>
  );
}
