import { isStationPartner, type TUserInfo } from '@busdesk/api-contract';
import { getToken, useSession } from '@busdesk/shared-kit';
import { useEffect, useState } from 'react';

export interface StationUser {
  partnerId: string;
  partnerName: string;
  childrenPartnerIds: readonly string[];
  /** A bus station (it signs transport orders), not a ticket agency. */
  isStation: boolean;
}

const stationOf = (user: TUserInfo): StationUser => ({
  partnerId: user.partnerId,
  partnerName: user.partner.name,
  childrenPartnerIds: user.partner.childrenPartnerId,
  isStation: isStationPartner(user.partner),
});

/**
 * The user's station (and its child stations) for the signing rules: the portal's session when it has one, else
 * the user of the page's token (the public routes load no session), else null — a visitor without a token
 * sees the orders it may open but no signing or editing button.
 */
export function useStationUser(load: () => Promise<TUserInfo>): StationUser | null {
  const session = useSession();
  const [fetched, setFetched] = useState<StationUser | null>(null);
  const signedIn = session.status === 'authenticated';
  useEffect(() => {
    if (signedIn || !getToken()) return;
    let live = true;
    load().then(
      (user) => live && setFetched(stationOf(user)),
      // No valid token: the screen stays read-only; the server refuses what needs a user anyway.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [signedIn, load]);
  return session.status === 'authenticated' ? stationOf(session.user) : fetched;
}
