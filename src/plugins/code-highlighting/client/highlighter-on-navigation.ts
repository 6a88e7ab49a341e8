import type {ClientModule} from '@docusaurus/types';
import {setNavigating} from '@site/src/utils/routeChange';

// A link's click renders the next page with its code as plain text; its blocks
// load the highlighter and colour themselves once the page is shown and the
// browser is idle (components/CodeLines/HighlightedLinesWhenLoaded). Long pages
// draw what is below the fold after the top (components/BelowTheFold).

const clientModule: ClientModule = {
  onRouteUpdate({location, previousLocation}) {
    if (previousLocation && previousLocation.pathname !== location.pathname) setNavigating(true);
  },
  onRouteDidUpdate() {
    setNavigating(false);
  },
};

export default clientModule;
