import { Center, Loader } from '@mantine/core';
import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';

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

/**
 * A dialog fetched the first time it opens (nothing shows in its place meanwhile), then kept
 * mounted so that closing it plays its transition. A closed dialog costs the first screen nothing.
 */
export function lazyDialog<K extends string, P extends { opened: boolean }>(
  load: () => Promise<{ [key in K]: ComponentType<P> }>,
  name: K,
): ComponentType<P> {
  const Dialog = lazyPart(load, name, null);
  function LazyDialog(props: P) {
    const [wanted, setWanted] = useState(props.opened);
    // Remembered from an earlier render (React's pattern for state derived from props).
    if (props.opened && !wanted) setWanted(true);
    return wanted ? <Dialog {...props} /> : null;
  }
  LazyDialog.displayName = `LazyDialog(${name})`;
  return LazyDialog;
}
