import { TransactionsReport } from '../features/transactions/components/transactions-report';

/** /report/transaction. */
export function TransactionsPage() {
  return <TransactionsReport />;
}
