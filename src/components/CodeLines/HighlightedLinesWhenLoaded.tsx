import React, {startTransition, useEffect, useState, type ReactNode} from 'react';
import type {HighlightedLinesProps} from './HighlightedLines';
import {loadHighlighter, loadedHighlighter} from './loadHighlighter';

/** requestIdleCallback, or a short timeout where there is none (Safari); returns the cancel function. */
function whenIdle(callback: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(callback, {timeout: 2000});
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(callback, 50);
  return () => clearTimeout(id);
}

/**
 * The highlighted lines once the highlighter has loaded; the plain code until
 * then, or if it cannot load. A block rendered by a client-side navigation
 * shows its plain code first and is coloured when the browser is idle, so that
 * neither loading Prism nor tokenizing is part of the click.
 */
export default function HighlightedLinesWhenLoaded(props: HighlightedLinesProps): ReactNode {
  const [Highlighted, setHighlighted] = useState(loadedHighlighter);
  useEffect(() => {
    if (Highlighted) return undefined;
    let mounted = true;
    const cancel = whenIdle(() => {
      loadHighlighter().then(
        (loaded) => mounted && startTransition(() => setHighlighted(() => loaded)),
        () => {},
      );
    });
    return () => {
      mounted = false;
      cancel();
    };
  }, [Highlighted]);
  return Highlighted ? <Highlighted {...props} /> : props.code;
}
