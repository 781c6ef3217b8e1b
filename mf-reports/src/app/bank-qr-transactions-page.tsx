import { BankQrReport } from '../features/bank-qr-transactions/components/bank-qr-report';

/** /report/transaction-mb. */
export function BankQrTransactionsPage() {
  return <BankQrReport />;
}
