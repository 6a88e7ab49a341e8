import React, {type ComponentProps, type ReactNode} from 'react';
import MDXComponents from '@theme-original/MDXComponents';
import ScrollableTable from '@site/src/components/ScrollableTable';
import Diagram from '@site/src/components/Diagram';
import BelowTheFold from '@site/src/components/BelowTheFold';
import {Code, codeNameLabel} from '@site/src/components/InlineMarkup';

const StockH1 = MDXComponents.h1;
const StockCode = MDXComponents.code;

/** A page titled by a code name (a message page) wraps its title where the name may break, not inside a word. */
function H1({children, ...props}: ComponentProps<typeof StockH1>): ReactNode {
  return <StockH1 {...props}>{codeNameLabel(children)}</StockH1>;
}

/** The text of a code span, as the stock component tells inline code from a block: strings with no line break. */
function inlineText(children: ReactNode): string | null {
  if (children === undefined) return null;
  const parts = React.Children.toArray(children);
  return parts.every((part) => typeof part === 'string' && !part.includes('\n')) ? parts.join('') : null;
}

/**
 * Inline code wraps only at name boundaries (InlineMarkup); blocks go to the stock component. A span renders its
 * `<code>` here rather than through the stock MDXCode and CodeInline: an API reference page holds about 900 spans,
 * and every component layer is one more node per span for each of React's walks over the page.
 */
function MDXCode(props: ComponentProps<typeof StockCode>): ReactNode {
  const text = inlineText(props.children);
  return text === null ? <StockCode {...props} /> : Code({...props, children: text});
}

export default {
  ...MDXComponents,
  h1: H1,
  code: MDXCode,
  table: ScrollableTable,
  // Written by the remark-static-diagrams plugin in place of ```mermaid blocks.
  Diagram,
  // Written by the remark-below-the-fold plugin around what a long page has below its first screen.
  BelowTheFold,
};
