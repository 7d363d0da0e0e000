import { Center, Loader } from '@mantine/core';
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

/**
 * A part of a screen shown only after a click (a dialog's form): `load` imports its module, `name`
 * is its export. It is fetched when first shown, with `fallback` (a small loader) in its place until
 * it arrives.
 */
export function lazyPart<K extends string, P extends object>(
  load: () => Promise<{ [key in K]: ComponentType<P> }>,
  name: K,
  fallback: ReactNode = (
    <Center py="xl" role="status" aria-label="Loading">
      <Loader />
    </Center>
  ),
): ComponentType<P> {
  const Part = lazy<ComponentType<P>>(() => load().then((module) => ({ default: module[name] })));
  function LazyPart(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Part {...props} />
      </Suspense>
    );
  }
  LazyPart.displayName = `Lazy(${name})`;
  return LazyPart;
}
