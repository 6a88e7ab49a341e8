import React, {startTransition, useEffect, useState, type ReactNode} from 'react';
import {isLinkToTop} from '@site/src/utils/routeChange';

/**
 * What a long page has below its first screen (the remark plugin
 * plugins/below-the-fold wraps it). The server's HTML and the first load show
 * it at once. A link's click draws the top of the page first, and this part in
 * a transition after that frame is painted, so that the click shows its page
 * in the time a short page takes. It adds no element of its own.
 */
export default function BelowTheFold({children}: {children: ReactNode}): ReactNode {
  const [shown, setShown] = useState(() => typeof window === 'undefined' || !isLinkToTop());
  useEffect(() => {
    if (shown) return undefined;
    let timeout: ReturnType<typeof setTimeout> | undefined;
    // The frame after this one has been painted.
    const frame = requestAnimationFrame(() => {
      timeout = setTimeout(() => startTransition(() => setShown(true)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timeout);
    };
  }, [shown]);
  return shown ? children : null;
}
