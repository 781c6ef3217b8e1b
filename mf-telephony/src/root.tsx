import { BusdeskProviders, useSession } from '@busdesk/shared-kit';
import { portalTelephonyServices } from './app/portal-telephony-services';
import { SoftphoneDock } from './app/softphone-dock';

/**
 * The softphone floats beside every layout screen (the portal's overlay slot), for users whose agency has phone
 * lines (002 §2: "a toggle button, shown only if the user has phone lines"): the dock renders nothing otherwise.
 */
export function Root() {
  const session = useSession();
  if (session.status !== 'authenticated') return null;
  return (
    <BusdeskProviders>
      {/* One dock per user: another user signing in starts from their own remembered line. */}
      <SoftphoneDock key={session.user.id} userId={session.user.id} services={portalTelephonyServices} />
    </BusdeskProviders>
  );
}
