import React, {type ComponentProps, type ReactNode} from 'react';
import MDXComponents from '@theme-original/MDXComponents';
import ScrollableTable from '@site/src/components/ScrollableTable';
import Diagram from '@site/src/components/Diagram';
import BelowTheFold from '@site/src/components/BelowTheFold';
import {codeNameLabel} from '@site/src/components/InlineMarkup';

const StockH1 = MDXComponents.h1;

/** A page titled by a code name (a message page) wraps its title where the name may break, not inside a word. */
function H1({children, ...props}: ComponentProps<typeof StockH1>): ReactNode {
  return <StockH1 {...props}>{codeNameLabel(children)}</StockH1>;
}

export default {
  ...MDXComponents,
  h1: H1,
  table: ScrollableTable,
  // Written by the remark-static-diagrams plugin in place of ```mermaid blocks.
  Diagram,
  // Written by the remark-below-the-fold plugin around what a long page has below its first screen.
  BelowTheFold,
};
