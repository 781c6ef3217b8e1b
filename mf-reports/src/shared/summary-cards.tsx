import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { REPORT_LABELS as L } from './report-labels';

export interface SummaryCard {
  label: string;
  value: ReactNode;
}

/** The report's summary: one card per figure of the whole filter (all pages), in a row that wraps. */
export function SummaryCards({ cards, label = L.summaryLabel }: { cards: readonly SummaryCard[]; label?: string }) {
  return (
    <Box component="ul" aria-label={label} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, listStyle: 'none', p: 0, m: 0 }}>
      {cards.map((card) => (
        <Paper component="li" key={card.label} variant="outlined" sx={{ px: 2, py: 1, minWidth: 150 }}>
          <Typography variant="body2" color="text.secondary">
            {card.label}
          </Typography>
          <Typography variant="h6" component="p">
            {card.value}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}
