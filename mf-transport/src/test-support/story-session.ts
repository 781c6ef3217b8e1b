import type { TUserInfo } from '@busdesk/api-contract';
import { bus } from '@busdesk/shared-kit';
import { stationUserFixture } from './transport-fixtures';

/** Stories and tests only: the fixture station user (Bến xe Miền Đông) signed in on the page's bus. */
export function signInStation(user: TUserInfo = stationUserFixture()): void {
  bus.session$.next({ status: 'authenticated', user, token: 'story-token' });
}

/** Stories and tests only: nobody signed in (a visitor of the public /transport without a token). */
export function signOut(): void {
  bus.session$.next({ status: 'anonymous' });
}
