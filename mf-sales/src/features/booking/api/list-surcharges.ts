import { MSG, SURCHARGE_COUNT, surchargeListEndpoint, type EndpointCall, type TSurchargeCategory } from '@busdesk/api-contract';
import { callEndpoint, notify } from '@busdesk/shared-kit';
import { useEffect, useState } from 'react';

/** One page of a company's surcharge categories. */
export const listSurcharges: EndpointCall<typeof surchargeListEndpoint> = (request) => callEndpoint(surchargeListEndpoint, request);

/** The surcharge categories of the trip's company (001 §7: page 0, count 100); 'Lỗi tìm phụ thu' on failure. */
export function useSurcharges(services: { listSurcharges: typeof listSurcharges }, companyId: string): TSurchargeCategory[] {
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
