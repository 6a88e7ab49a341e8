import React, {useState, useSyncExternalStore, type ReactNode} from 'react';
import Highlighter from './Highlighter';
import type {HighlightedLinesProps} from './HighlightedLines';

/** React leaves the inside of an element with this inner HTML as the server wrote it. */
const SERVER_MARKUP = {__html: ''};

const subscribeToNothing = () => () => {};

/**
 * True only while React hydrates server HTML: it then reads the server snapshot.
 * False on the server, in a client-only render (the dev server) and after hydration.
 */
function useHydrating(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => typeof document !== 'undefined',
  );
}

type Props = HighlightedLinesProps & {className: string};

/**
 * The highlighted lines of a code block. On the page the browser loaded, they
 * stay as the server rendered them: hydration neither loads Prism nor tokenizes.
 * Blocks rendered later, after a client-side navigation, and blocks whose code
 * changes are highlighted in the browser.
 */
export default function CodeLines({className, ...lines}: Props): ReactNode {
  const source = JSON.stringify([lines.language, lines.code, lines.lineClassNames, lines.showLineNumbers]);
  const hydrating = useHydrating();
  const [serverSource, setServerSource] = useState(() => (hydrating ? source : undefined));
  // Once the block differs from what the server rendered, it is highlighted here for good.
  if (serverSource !== undefined && source !== serverSource) setServerSource(undefined);
  // The keys make React replace the element when the block leaves the server's markup.
  if (source === serverSource)
    return <code key="server" className={className} dangerouslySetInnerHTML={SERVER_MARKUP} suppressHydrationWarning />;
  return (
    <code key="browser" className={className}>
      <Highlighter {...lines} />
    </code>
  );
}
