import { Suspense, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import type { OnDemand } from '../lib/on-demand';

/** Renders `children` once `host` is first requested, and marks the host ready once they are mounted. */
export function OnDemandHost({ host, children }: { host: OnDemand; children: ReactNode }) {
  const wanted = useSyncExternalStore(host.subscribe, host.wanted);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      {children}
      <Ready host={host} />
    </Suspense>
  );
}

// A passive effect runs after every layout effect of the same commit, so the provider beside it
// already listens (Mantine's modals subscribe in a layout effect).
function Ready({ host }: { host: OnDemand }) {
  useEffect(() => host.ready(), [host]);
  return null;
}
