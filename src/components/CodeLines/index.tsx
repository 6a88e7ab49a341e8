import React, {useState, type ReactNode} from 'react';
import Highlighter from './Highlighter';
import type {HighlightedLinesProps} from './HighlightedLines';

/** React leaves the inside of an element with this inner HTML as the server wrote it. */
const SERVER_MARKUP = {__html: ''};

/** True while the first page hydrates: Docusaurus marks <html> once it has. */
function hydrating(): boolean {
  return typeof document !== 'undefined' && document.documentElement.dataset.hasHydrated !== 'true';
}

type Props = HighlightedLinesProps & {className: string};

/**
 * The highlighted lines of a code block. On the page the browser loaded, they
 * stay as the server rendered them: hydration neither loads Prism nor tokenizes.
 * Blocks rendered later, after a client-side navigation, and blocks whose code
 * changes are highlighted in the browser.
 */
export default function CodeLines({className, ...lines}: Props): ReactNode {
  const source = `${lines.language}\n${lines.code}`;
  const [serverSource] = useState(() => (hydrating() ? source : undefined));
  // The keys make React replace the element when the block leaves the server's markup.
  if (source === serverSource)
    return <code key="server" className={className} dangerouslySetInnerHTML={SERVER_MARKUP} suppressHydrationWarning />;
  return (
    <code key="browser" className={className}>
      <Highlighter {...lines} />
    </code>
  );
}
