import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { TDashboardAmount, TDashboardBills } from '@busdesk/api-contract';
import { formatMoney, navigate } from '@busdesk/shared-kit';
import type { MouseEvent } from 'react';
import { DASHBOARD_LABELS as L } from '../labels';

/** Where each kind of bill is handled: bank bills in the bank QR report, wallet orders and refunds at the counter. */
export const BANK_REPORT_PATH = '/report/transaction-mb';
export const SALES_PATH = '/book-ticket';

interface Row {
  key: keyof TDashboardBills;
  label: string;
  path: string;
  link: string;
}

const ROWS: readonly Row[] = [
  { key: 'bankPending', label: L.bankPending, path: BANK_REPORT_PATH, link: L.openBankReport },
  { key: 'bankFailed', label: L.bankFailed, path: BANK_REPORT_PATH, link: L.openBankReport },
  { key: 'walletPending', label: L.walletPending, path: SALES_PATH, link: L.openSales },
  { key: 'walletFailed', label: L.walletFailed, path: SALES_PATH, link: L.openSales },
  { key: 'refundsToMake', label: L.refundsToMake, path: SALES_PATH, link: L.openSales },
];

/** An in-portal link: single-spa routes it without reloading the page (a new tab still works from the href). */
function go(path: string) {
  return (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    navigate(path);
  };
}

/** Bills of the range still unpaid, and transfers to give back; each kind with a link to where it is handled. */
export function BillsAttention({ bills }: { bills: TDashboardBills }) {
  const open = ROWS.map((r) => ({ ...r, amount: bills[r.key] as TDashboardAmount })).filter((r) => r.amount.count > 0);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="dashboard-bills-title" sx={{ p: 2 }}>
      <Typography id="dashboard-bills-title" variant="h6" component="h2">
        {L.bills}
      </Typography>
      {open.length === 0 ? (
        <Typography color="text.secondary">{L.noBills}</Typography>
      ) : (
        <List dense disablePadding>
          {open.map((r) => (
            <ListItem key={r.key} disableGutters sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'space-between' }}>
              <Typography component="span">
                {r.label}: <strong>{r.amount.count}</strong> · {formatMoney(r.amount.amount)}
              </Typography>
              <Link href={r.path} onClick={go(r.path)} underline="always">
                {r.link}
              </Link>
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}
