import MDXComponents from '@theme-original/MDXComponents';
import ScrollableTable from '@site/src/components/ScrollableTable';
import Diagram from '@site/src/components/Diagram';
import BelowTheFold from '@site/src/components/BelowTheFold';

export default {
  ...MDXComponents,
  table: ScrollableTable,
  // Written by the remark-static-diagrams plugin in place of ```mermaid blocks.
  Diagram,
  // Written by the remark-below-the-fold plugin around what a long page has below its first screen.
  BelowTheFold,
};
