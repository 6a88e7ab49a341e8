import {useEffect, useRef, type RefObject} from 'react';

/**
 * Calls `onLayout` with the element each time the browser has laid it out at a
 * new size, and never forces a layout to do so: a ResizeObserver reports after
 * the browser's own layout, where reading geometry is free. Measuring in an
 * effect instead makes the browser lay out the whole page at once, closed
 * `<details>` and skipped `content-visibility` blocks included. An element
 * without a box (in a closed `<details>`, a hidden tab) is left alone until it
 * gets one.
 */
export function useLaidOut<T extends Element>(ref: RefObject<T | null>, onLayout: (element: T) => void): void {
  const latest = useRef(onLayout);
  latest.current = onLayout;
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const observer = new ResizeObserver(([entry]) => {
      if (!entry || (entry.contentRect.width === 0 && entry.contentRect.height === 0)) return;
      latest.current(element);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
}
