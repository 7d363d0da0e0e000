import { useEffect, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useShallow } from 'zustand/react/shallow';
import { CenteredLoader } from '../components/CenteredLoader';
import { useSessionStore } from '../state/session';
import { decideRoute, type RouteAccess } from '../routing/guard-decisions';

/** Renders its routes, a loader, or a redirect, as `decideRoute` says for the current session. */
export function RouteGuard({ access, children }: { access: RouteAccess; children?: ReactNode }) {
  const location = useLocation();
  const state = useSessionStore(
    useShallow((s) => ({
      status: s.status,
      initialSetupRequired: s.initialSetupRequired,
      referrer: s.referrer,
      signedOutByUser: s.signedOutByUser,
    })),
  );
  const setReferrer = useSessionStore((s) => s.setReferrer);
  const decision = decideRoute(access, state, location);
  const referrer = decision.kind === 'redirect' ? decision.referrer : undefined;

  useEffect(() => {
    if (referrer) setReferrer(referrer);
  }, [referrer, setReferrer]);

  if (decision.kind === 'wait') return <CenteredLoader />;
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  return children ?? <Outlet />;
}
