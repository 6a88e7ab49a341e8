import {createContext} from 'react';

/**
 * Whether hydration has ended, as `useIsBrowser()` sees it outside the tab
 * group: the Tabs wrapper hides that value from the original Tabs and hands it
 * to the panels through this context (null outside our Tabs wrapper).
 */
export const PanelBrowserContext = createContext<boolean | null>(null);
