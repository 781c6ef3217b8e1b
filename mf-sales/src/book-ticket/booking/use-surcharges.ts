import { MSG, SURCHARGE_COUNT, type TSurchargeCategory } from '@busdesk/api-contract';
import { notify } from '@busdesk/shared-kit';
import { useEffect, useState } from 'react';
import type { BookingServices } from './booking-services';

/** The surcharge categories of the trip's company (001 §7: page 0, count 100); 'Lỗi tìm phụ thu' on failure. */
export function useSurcharges(services: BookingServices, companyId: string): TSurchargeCategory[] {
  const [categories, setCategories] = useState<TSurchargeCategory[]>([]);
  useEffect(() => {
    let current = true;
    setCategories([]);
    services.listSurcharges({ companyId, page: 0, count: SURCHARGE_COUNT }).then(
      (answer) => {
        if (current) setCategories(answer.surchargeCategories);
      },
      () => {
        if (current) notify(MSG.sales.surchargeFailed, 'error');
      },
    );
    return () => {
      current = false;
    };
  }, [services, companyId]);
  return categories;
}
