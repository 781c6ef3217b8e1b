import type { TUserInfo } from '@busdesk/api-contract';
import { bus } from '@busdesk/shared-kit';
import { userInfoFixture } from '@busdesk/shared-kit/test-support/user-info-fixture';

/** Stories and tests only: signs a fixture user of the given role in (the screens read the role from the session). */
export function signInAs(role: TUserInfo['role']): void {
  bus.session$.next({ status: 'authenticated', user: userInfoFixture({ role, name: role === 'ADMIN' ? 'Trần Văn Quản' : 'Nguyễn Thị Lan' }), token: 'story-token' });
}
