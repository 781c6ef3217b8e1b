import { DateRangeFilter, todayRange, type DateRange } from '@busdesk/shared-kit';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ReportLayout } from '../../../shared/report-layout';
import { SummaryCards } from '../../../shared/summary-cards';
import { useTicketStats } from '../hooks/use-ticket-stats';
import { TICKET_STATS_LABELS as L } from '../labels';
import { STAT_TILES } from '../stat-tiles';
import { ticketStatsApi, type TicketStatsServices } from '../ticket-stats-services';

/** The partnerId of the URL's query (002 §2: 'accepts a query partnerId, else uses the user's partnerId'). */
export const partnerIdFromLocation = (search: string = typeof window === 'undefined' ? '' : window.location.search): string | null =>
  new URLSearchParams(search).get('partnerId')?.trim() || null;

/**
 * /report/ticket-stats 'Kết quả kinh doanh online' (002 §2, §7 report/crm5; docs/adr/0071): a date range (today by
 * default), 'Lọc', and six tiles. A refused partnerId (not the agency's nor, for its ADMIN, a child station's) shows
 * the server's reason instead of tiles of zeros.
 */
export function TicketStatsReport({ services = ticketStatsApi, partnerId = partnerIdFromLocation() }: { services?: TicketStatsServices; partnerId?: string | null }) {
  const [range, setRange] = useState<DateRange>(todayRange);
  const state = useTicketStats(services, partnerId);
  const s = state.stats;
  return (
    <ReportLayout
      title={L.title}
      filterButtonLabel={L.filter}
      busy={state.loading}
      onFilter={() => void state.run(range)}
      filters={<DateRangeFilter value={range} onChange={setRange} />}
      note={partnerId ? L.ofPartner(partnerId) : null}
    >
      {state.error ? <Alert severity="error">{state.error}</Alert> : null}
      {s ? (
        <SummaryCards label={L.tilesLabel} cards={STAT_TILES.map((tile) => ({ label: tile.header, value: tile.format(tile.value(s)) }))} />
      ) : state.loading ? (
        <Typography role="status" color="text.secondary">
          …
        </Typography>
      ) : null}
    </ReportLayout>
  );
}
