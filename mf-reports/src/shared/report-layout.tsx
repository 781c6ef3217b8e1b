import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { FormEvent, ReactNode } from 'react';
import { REPORT_LABELS as L } from './report-labels';

export interface ReportLayoutProps {
  title: string;
  /** The filter fields; submitting the bar (its button or Enter in a field) runs the report. */
  filters: ReactNode;
  onFilter: () => void;
  /** Buttons after 'Lọc báo cáo' (export, the screen's own actions). */
  actions?: ReactNode;
  /** Cards or the summary line above the table. */
  summary?: ReactNode;
  /** A note under the filter bar (e.g. the filter changed and is not applied). */
  note?: ReactNode;
  busy?: boolean;
  /** The filter button's text: 'Lọc báo cáo' unless the seed names another ('Lọc' on the statistics screen). */
  filterButtonLabel?: string;
  children: ReactNode;
}

/**
 * The page of a report (docs/adr/0063): its title, one filter bar ending in 'Lọc báo cáo' and the actions, the summary,
 * then the table. Every report screen is this layout around its own filters, cards and columns.
 */
export function ReportLayout({ title, filters, onFilter, actions, summary, note, busy, filterButtonLabel = L.filterReport, children }: ReportLayoutProps) {
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onFilter();
  };
  return (
    <Box sx={{ p: 3, display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      <Box component="form" role="search" aria-label={L.filterLabel} onSubmit={submit} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
        {filters}
        <Button type="submit" variant="contained" disabled={busy}>
          {filterButtonLabel}
        </Button>
        {actions}
      </Box>
      {note ? (
        <Typography variant="body2" role="status" color="text.secondary">
          {note}
        </Typography>
      ) : null}
      {summary}
      {children}
    </Box>
  );
}
