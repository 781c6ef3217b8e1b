import type { TSeatPrice } from '@busdesk/api-contract';
import { Money } from '@busdesk/shared-kit';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { totalPrice } from '../booking-rules';
import { BOOKING_LABELS } from '../labels';

const P = BOOKING_LABELS.prices;

export interface PriceSummaryProps {
  prices: readonly TSeatPrice[];
  loading: boolean;
}

/** Price per seat and the total (the sum of the seats), as calculate-price answered. */
export function PriceSummary({ prices, loading }: PriceSummaryProps) {
  if (prices.length === 0 && !loading) return null;
  return (
    <Box component="section" aria-label={P.title} aria-busy={loading} sx={{ py: 1 }}>
      {loading && prices.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {P.loading}
        </Typography>
      ) : (
        <Stack spacing={0.25}>
          {prices.map((p) => (
            <Stack key={p.seatId} direction="row" sx={{ justifyContent: 'space-between' }}>
              <Typography variant="body2">{P.seat(p.seatId)}</Typography>
              <Money value={p.agencyPrice} />
            </Stack>
          ))}
          <Stack direction="row" sx={{ justifyContent: 'space-between', fontWeight: 600 }} data-testid="price-total">
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {P.total}
            </Typography>
            <Money value={totalPrice(prices)} sx={{ fontWeight: 600 }} />
          </Stack>
        </Stack>
      )}
    </Box>
  );
}
