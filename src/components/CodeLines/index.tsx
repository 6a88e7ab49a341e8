import React, {useState, useSyncExternalStore, type CSSProperties, type ReactNode} from 'react';
import Highlighter from './Highlighter';
import ColouredLines from './ColouredLines';
import {runsLength, type ColouredCode} from './runs';
import type {HighlightedLinesProps} from './HighlightedLines';
import {isServerMarkup} from '@site/src/utils/hydration';

/** React leaves the inside of an element with this inner HTML as the server wrote it. */
const SERVER_MARKUP = {__html: ''};

const subscribeToNothing = () => () => {};

/**
 * True only while React hydrates server HTML: it then reads the server snapshot.
 * False on the server, in a client-only render (the dev server) and after hydration.
 * The browser's snapshot stays true until the first commit's effects have run, so
 * that React finds no change after hydrating and draws no block a second time.
 */
function useHydrating(): boolean {
  return useSyncExternalStore(subscribeToNothing, isServerMarkup, () => typeof document !== 'undefined');
}

type Props = HighlightedLinesProps & {
  className: string;
  /** The colouring made at build time, for the code as written (Markdown code blocks). */
  coloured?: ColouredCode;
};

/** What the stock wrap button sets on the block's code element; set here too, as the element is replaced when lines are drawn again. */
const WRAPPED_STYLE: CSSProperties = {whiteSpace: 'pre-wrap', overflowWrap: 'anywhere'};

/**
 * The highlighted lines of a code block. On the page the browser loaded, they
 * stay as the server rendered them: hydration neither loads Prism nor tokenizes.
 * Blocks rendered later (a client-side navigation, the wrap button) are drawn
 * from their build-time colouring; blocks without one (code made by components,
 * numbered or highlighted lines) are highlighted in the browser.
 */
export default function CodeLines({className, coloured, ...lines}: Props): ReactNode {
  const source = JSON.stringify([lines.language, lines.code, lines.lineClassNames, lines.showLineNumbers, lines.wrapped]);
  const hydrating = useHydrating();
  const [serverSource, setServerSource] = useState(() => (hydrating ? source : undefined));
  // Once the block differs from what the server rendered, it is highlighted here for good.
  if (serverSource !== undefined && source !== serverSource) setServerSource(undefined);
  // The keys make React replace the element when the block leaves the server's markup.
  if (source === serverSource)
    return <code key="server" className={className} dangerouslySetInnerHTML={SERVER_MARKUP} suppressHydrationWarning />;
  // Magic comments change the code, and with it the length the colouring was made for.
  const drawable = coloured && !lines.showLineNumbers && runsLength(coloured) === lines.code.length;
  return (
    <code key="browser" className={className} style={lines.wrapped ? WRAPPED_STYLE : undefined}>
      {drawable ? (
        <ColouredLines code={lines.code} coloured={coloured} wrapped={lines.wrapped} lineClassNames={lines.lineClassNames} />
      ) : (
        <Highlighter {...lines} />
      )}
    </code>
  );
}
