import React from 'react';
import Layout from '@theme-original/Layout';
import type LayoutType from '@theme/Layout';
import type {WrapperProps} from '@docusaurus/types';
import useRouteContext from '@docusaurus/useRouteContext';
import {useLocation} from '@docusaurus/router';
import MarkdownTwinLink from '@site/src/components/MarkdownTwinLink';

type Props = WrapperProps<typeof LayoutType>;

/**
 * Blog, changelog and home pages announce their Markdown twin. Docs pages do
 * it in DocItem/Content, because an unknown path also renders inside the docs
 * layout (as the not-found page), which has no twin.
 */
const PLUGINS_WITH_TWINS = new Set(['docusaurus-plugin-content-blog', 'docusaurus-plugin-content-pages']);

export default function LayoutWrapper(props: Props): React.ReactNode {
  const {plugin} = useRouteContext();
  const {pathname} = useLocation();
  return (
    <>
      {PLUGINS_WITH_TWINS.has(plugin.name) && <MarkdownTwinLink route={pathname} />}
      <Layout {...props} />
    </>
  );
}
