import React, {type ReactNode} from 'react';
import Tabs from '@theme-original/Tabs';
import type TabsType from '@theme/Tabs';
import type {WrapperProps} from '@docusaurus/types';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {BrowserContext} from '@site/src/internals/browser-context';
import {PanelBrowserContext} from '@site/src/utils/tabsHydration';

type Props = WrapperProps<typeof TabsType>;

/**
 * The original Tabs remounts each tab group when hydration ends (keyed on
 * `useIsBrowser()`, an old fix for a stored tab not showing; the layout effect
 * in `useTabs` now restores it), which rebuilds every panel and re-highlights
 * every sample. The group sees `isBrowser` stay false so it stays mounted; the
 * panels get the real value back (see TabItem).
 */
export default function TabsWrapper(props: Props): ReactNode {
  const isBrowser = useIsBrowser();
  return (
    <PanelBrowserContext.Provider value={isBrowser}>
      <BrowserContext.Provider value={false}>
        <Tabs {...props} />
      </BrowserContext.Provider>
    </PanelBrowserContext.Provider>
  );
}
