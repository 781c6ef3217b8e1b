import { partnerDetailEndpoint, type TPartnerDetailResponse } from '@busdesk/api-contract';
import { callEndpoint } from '@busdesk/shared-kit';

/** The agency's detail: its config text, the auto-approval flag and (ADMIN) the transport fields without secrets. */
export const getPartnerDetail = (): Promise<TPartnerDetailResponse> => callEndpoint(partnerDetailEndpoint, {});
