import { mailOutboxEndpoint, type TMailOutboxResponse } from '@busdesk/api-contract';
import { callEndpoint } from '@busdesk/shared-kit';

/** One keyset page of the agency's sent e-mails, newest first. */
export function listMailOutbox(nextPageToken: string | null, count = 50): Promise<TMailOutboxResponse> {
  return callEndpoint(mailOutboxEndpoint, { count, nextPageToken });
}
