import { lazy, Suspense, type ComponentType } from 'react';
import { CenteredLoader } from '../components/CenteredLoader';

/**
 * A page (or layout) loaded on first use: `load` imports its module, `name` is its export. Until the
 * chunk arrives the page's place shows the loader; a navigation keeps the previous screen meanwhile.
 */
export function lazyPage<K extends string, P extends object>(
  load: () => Promise<{ [key in K]: ComponentType<P> }>,
  name: K,
): ComponentType<P> {
  const Page = lazy<ComponentType<P>>(() => load().then((module) => ({ default: module[name] })));
  function LazyPage(props: P) {
    return (
      <Suspense fallback={<CenteredLoader />}>
        <Page {...props} />
      </Suspense>
    );
  }
  LazyPage.displayName = `Lazy(${name})`;
  return LazyPage;
}
