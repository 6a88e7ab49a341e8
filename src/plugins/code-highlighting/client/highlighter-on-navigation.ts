import type {ClientModule} from '@docusaurus/types';
import {loadHighlighter} from '@site/src/components/CodeLines/loadHighlighter';

// The first client-side navigation starts loading the highlighter beside the
// next page's chunks, so that its code blocks are coloured as they appear.
const clientModule: ClientModule = {
  onRouteUpdate({location, previousLocation}) {
    if (previousLocation && previousLocation.pathname !== location.pathname) void loadHighlighter();
  },
};

export default clientModule;
