import { SmsHistoryReport } from '../features/sms-history/components/sms-history-report';

/** /report/sms-info. */
export function SmsHistoryPage() {
  return <SmsHistoryReport />;
}
