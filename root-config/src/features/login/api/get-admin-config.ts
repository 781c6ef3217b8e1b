import { lazyAdminConfigEndpoint } from '@busdesk/api-contract/core';
import { callEndpoint } from '@busdesk/shared-kit/core';
import type { LoginBranding } from '../login-page';

/** The per-domain admin configuration (000 §2.2, §7.2), reduced to what the login page shows. */
export async function getAdminConfig(domain: string): Promise<LoginBranding> {
  const { adminConfig } = await callEndpoint(lazyAdminConfigEndpoint, { adminDomain: domain });
  return { backgroundUrl: adminConfig.loginBackground, logoUrl: adminConfig.logo };
}
