import React, {useContext, useState, type ReactNode} from 'react';
import TabItem from '@theme-original/TabItem';
import type TabItemType from '@theme/TabItem';
import type {WrapperProps} from '@docusaurus/types';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {BrowserContext} from '@site/src/internals/browser-context';
import {PanelBrowserContext} from '@site/src/utils/tabsHydration';
import styles from './styles.module.css';

type Props = WrapperProps<typeof TabItemType>;

/**
 * A panel that is hidden when the page is hydrated keeps its server-rendered
 * HTML (every language stays in the page for search, Markdown twins and readers
 * without JavaScript) but React adopts it as an empty island instead of
 * hydrating it, so the samples of languages the reader did not pick cost no
 * main-thread time. The panel is rendered for real when it is first shown; its
 * Markdown code blocks are drawn from their build-time colouring, without Prism.
 * Panels mounted after hydration (client-side navigation) render normally.
 */
export default function TabItemWrapper({children, ...props}: Props): ReactNode {
  const fromTabs = useContext(PanelBrowserContext);
  const fromPage = useIsBrowser();
  const isBrowser = fromTabs ?? fromPage;
  const hydrating = typeof window !== 'undefined' && !isBrowser;
  const [dormant, setDormant] = useState(() => hydrating && Boolean(props.hidden));
  if (dormant && !props.hidden) setDormant(false);
  return (
    <TabItem {...props}>
      {dormant ? (
        // The key makes React replace this element (and the server HTML in it) when the panel wakes.
        <div key="dormant" className={styles.content} dangerouslySetInnerHTML={{__html: ''}} suppressHydrationWarning />
      ) : (
        <div key="live" className={styles.content}>
          <BrowserContext.Provider value={isBrowser}>{children}</BrowserContext.Provider>
        </div>
      )}
    </TabItem>
  );
}
