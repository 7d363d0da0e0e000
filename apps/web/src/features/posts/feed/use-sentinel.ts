import { useEffect, useRef } from 'react';

/**
 * Calls `onVisible` when the returned ref's element comes within `margin` of the viewport, while
 * `enabled`: the infinite scroll trigger. Without IntersectionObserver nothing happens, and the
 * "Load more" button next to it does the job.
 */
export function useSentinel<T extends Element>(onVisible: () => void, enabled: boolean, margin = '600px') {
  const ref = useRef<T>(null);
  const callback = useRef(onVisible);
  useEffect(() => {
    callback.current = onVisible;
  });
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled, margin]);
  return ref;
}
