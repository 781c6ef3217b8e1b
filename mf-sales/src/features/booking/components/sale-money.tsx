import type { TSeatPrice } from '@busdesk/api-contract';
import { formatMoney } from '@busdesk/shared-kit';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SaleAmounts } from '../booking-money';
import { BOOKING_LABELS } from '../labels';

const P = BOOKING_LABELS.prices;

export interface SaleMoneyProps {
  amounts: SaleAmounts;
  /** 'Đặt cọc' for new seats, 'Đã thu' for selected tickets. */
  paidLabel: string;
  /** Each seat's price, listed under the figures when there are several seats. */
  prices: readonly TSeatPrice[];
  loading: boolean;
}

function Figure({ label, value, testId, strong }: { label: string; value: string; testId: string; strong?: boolean }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="dt" variant="caption" color="text.secondary" sx={{ display: 'block', lineHeight: 1.3 }}>
        {label}
      </Typography>
      <Typography
        component="dd"
        data-testid={testId}
        sx={{ m: 0, fontWeight: 700, fontSize: strong ? 18 : 15, lineHeight: 1.3, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
        color={strong ? 'primary.dark' : 'text.primary'}
      >
        {value}
      </Typography>
    </Box>
  );
}

/**
 * The money of the selection in the action bar (issue 11 'Money in view'): the total, what is (to be) collected
 * and the balance due, the balance largest; each seat's price under them when there are several.
 */
export function SaleMoney({ amounts, paidLabel, prices, loading }: SaleMoneyProps) {
  const pending = loading && prices.length === 0;
  const shown = (n: number) => (pending ? P.loading : formatMoney(n));
  return (
    <Box component="section" aria-label={P.title} aria-busy={loading}>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 1 }}>
        <Figure label={P.total} value={shown(amounts.total)} testId="price-total" />
        <Figure label={paidLabel} value={shown(amounts.paid)} testId="sale-paid" />
        <Figure label={P.due} value={shown(amounts.due)} testId="sale-due" strong />
      </Box>
      {prices.length > 1 ? (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ m: 0 }}>
          {prices.map((p) => `${p.seatId}: ${formatMoney(p.agencyPrice)}`).join(' · ')}
        </Typography>
      ) : null}
    </Box>
  );
}
