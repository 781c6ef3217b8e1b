import Alert from '@mui/material/Alert';
import { MSG, useSession } from '@busdesk/shared-kit';

export interface AuthorisedRoutes {
  /** false while the session is still loading (nothing to decide yet). */
  ready: boolean;
  routeIds: readonly string[];
  /** 001 §1: the sales screen is only for a user with authorised routes. */
  authorised: boolean;
}

/** The session user's authorised routes; the sales screen shows `SalesNotAuthorised` when there are none. */
export function useAuthorisedRoutes(): AuthorisedRoutes {
  const session = useSession();
  if (session.status !== 'authenticated') return { ready: false, routeIds: [], authorised: false };
  const { routeIds } = session.user;
  return { ready: true, routeIds, authorised: routeIds.length > 0 };
}

/** Shown instead of the whole sales screen to a user without routeIds (001 §1). */
export function SalesNotAuthorised() {
  return (
    <Alert severity="warning" role="alert" sx={{ m: 2 }}>
      {MSG.sales.notAuthorised}
    </Alert>
  );
}
