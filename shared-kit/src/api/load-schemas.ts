import { loadContract } from '@busdesk/api-contract/core';
import { MSG_COMMON } from '@busdesk/api-contract/messages/common';
import { ApiError } from './api-error';

/**
 * The full contract, for a check outside callEndpoint (an upload's answer, a form's request): the screens' contract
 * entry carries no schema (ADR 0118). A failed load (offline) is told as the connection's failure, as callEndpoint
 * tells it.
 */
export function loadSchemas(): ReturnType<typeof loadContract> {
  return loadContract().catch(() => {
    throw new ApiError(MSG_COMMON.connectionFailed, 0, undefined);
  });
}
