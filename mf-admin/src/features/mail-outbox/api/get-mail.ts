import { mailDetailEndpoint, type TMailDetail } from '@busdesk/api-contract';
import { callEndpoint } from '@busdesk/shared-kit';

/** One e-mail with its HTML and raw MIME text. */
export async function getMail(id: string): Promise<TMailDetail> {
  return (await callEndpoint(mailDetailEndpoint, { id })).mail;
}
