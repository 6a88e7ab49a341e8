import React, {lazy, Suspense, type ReactNode} from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import type {Props} from '@theme/Mermaid';

// The classic theme's MDX components import Mermaid on every page, which puts
// its ~160 KB (gzip) library into every first visit. The diagram renders in
// the browser only anyway, so load the library only where a diagram is shown.
const OriginalMermaid = lazy(() => import('@theme-original/Mermaid'));

export default function Mermaid(props: Props): ReactNode {
  return (
    <BrowserOnly fallback={null}>
      {() => (
        <Suspense fallback={null}>
          <OriginalMermaid {...props} />
        </Suspense>
      )}
    </BrowserOnly>
  );
}
