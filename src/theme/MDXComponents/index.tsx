import MDXComponents from '@theme-original/MDXComponents';
import ScrollableTable from '@site/src/components/ScrollableTable';
import Diagram from '@site/src/components/Diagram';

export default {
  ...MDXComponents,
  table: ScrollableTable,
  // Written by the remark-static-diagrams plugin in place of ```mermaid blocks.
  Diagram,
};
