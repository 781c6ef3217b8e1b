import { bus } from '@busdesk/shared-kit';
// Not the test-support barrel: stories use this in the browser, where its servers cannot load.
import { userInfoFixture } from '@busdesk/shared-kit/test-support/user-info-fixture';

/** Signs a fixture user of this role in on the page's bus (tests and stories of ADMIN-only actions). */
export function signInAs(role: 'ADMIN' | 'STAFF'): void {
  bus.session$.next({ status: 'authenticated', user: userInfoFixture({ role }), token: 'test-token' });
}
