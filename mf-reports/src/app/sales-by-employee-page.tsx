import { useSession } from '@busdesk/shared-kit';
import { SalesByEmployeeReport } from '../features/sales-by-employee/components/sales-by-employee-report';

/** /report/sales-by-employee: the report for the signed-in user (the portal shows this route only after sign-in). */
export function SalesByEmployeePage() {
  const { user } = useSession();
  return user ? <SalesByEmployeeReport user={user} /> : null;
}
