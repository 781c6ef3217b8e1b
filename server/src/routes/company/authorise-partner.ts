import { COMPANY_API_PATHS } from '@busdesk/api-contract';
import { hasCompanySignatureHeaders } from '../../partners/company-api';
import { signedRawRoute } from '../signed-raw-route';

/** POST /api/company/authorise-partner: a bus company authorises an agency, signed with its API key (docs/adr/0102). */
export const authorisePartnerRoute = signedRawRoute({
  url: COMPANY_API_PATHS.authorisePartner,
  summary: 'A company authorises an agency to sell its routes (signed with the company API key)',
  tag: 'company',
  hasSignatureHeaders: hasCompanySignatureHeaders,
  handle: (app, raw, headers) => app.companyApi.authorisePartner(raw, headers),
});
