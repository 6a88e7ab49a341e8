import React, {useEffect, useState, type ReactNode} from 'react';
import type {HighlightedLinesProps} from './HighlightedLines';
import {loadHighlighter, loadedHighlighter} from './loadHighlighter';

/** The highlighted lines once the highlighter has loaded; the plain code until then, or if it cannot load. */
export default function HighlightedLinesWhenLoaded(props: HighlightedLinesProps): ReactNode {
  const [Highlighted, setHighlighted] = useState(loadedHighlighter);
  useEffect(() => {
    if (Highlighted) return;
    let mounted = true;
    loadHighlighter().then(
      (loaded) => mounted && setHighlighted(() => loaded),
      () => {},
    );
    return () => {
      mounted = false;
    };
  }, [Highlighted]);
  return Highlighted ? <Highlighted {...props} /> : props.code;
}
