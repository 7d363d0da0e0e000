import { isValidElement, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { CenteredLoader } from '../components/CenteredLoader';

type LazyPage<P> = ComponentType<P> & { preload: () => Promise<unknown> };

/**
 * A page (or layout) loaded on first use: `load` imports its module, `name` is its export. Until the
 * chunk arrives the page's place shows the loader; a navigation keeps the previous screen meanwhile.
 */
export function lazyPage<K extends string, P extends object>(
  load: () => Promise<{ [key in K]: ComponentType<P> }>,
  name: K,
): LazyPage<P> {
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const preload = () => (loading ??= load().then((module) => ({ default: module[name] })));
  const Page = lazy<ComponentType<P>>(preload);
  function LazyPage(props: P) {
    return (
      <Suspense fallback={<CenteredLoader />}>
        <Page {...props} />
      </Suspense>
    );
  }
  LazyPage.displayName = `Lazy(${name})`;
  LazyPage.preload = preload;
  return LazyPage;
}

/**
 * Starts loading the lazy pages and layouts in `elements` (route elements, with what they wrap);
 * resolves once they are loaded.
 */
export function preloadPages(elements: ReactNode[]): Promise<unknown> {
  const loads: Promise<unknown>[] = [];
  for (const element of elements) {
    if (!isValidElement<{ children?: ReactNode }>(element)) continue;
    const { type } = element;
    if (typeof type === 'function' && 'preload' in type && typeof type.preload === 'function') {
      loads.push((type.preload as () => Promise<unknown>)());
    }
    const { children } = element.props;
    if (children) loads.push(preloadPages(Array.isArray(children) ? children : [children]));
  }
  return Promise.all(loads);
}
