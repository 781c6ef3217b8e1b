import { viewUserEndpoint, type TUserInfo } from '@busdesk/api-contract';
import { callEndpoint } from '@busdesk/shared-kit';

/**
 * The user of the page's token. /transport and /transport/view are public routes: the portal loads no session for
 * them, yet a station opened with ?token= must see its signing buttons, so the screen asks for the user itself.
 */
export async function getStationUser(): Promise<TUserInfo> {
  return (await callEndpoint(viewUserEndpoint, {})).user;
}
