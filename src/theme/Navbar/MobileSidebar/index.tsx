import React, {useState, type ReactNode} from 'react';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import {useNavbarMobileSidebar} from '@site/src/internals/theme-common';

/**
 * The drawer holds the whole primary menu and the page's sidebar. The stock one
 * renders as soon as the window turns out to be narrow, right after hydration;
 * this one renders the first time it opens.
 */
export default function MobileSidebarWrapper(): ReactNode {
  const {shown} = useNavbarMobileSidebar();
  const [opened, setOpened] = useState(shown);
  if (shown && !opened) setOpened(true);
  return opened ? <MobileSidebar /> : null;
}
