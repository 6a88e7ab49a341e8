import React from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import MarkdownTwinLink from '@site/src/components/MarkdownTwinLink';
import PageActions from '@site/src/components/PageActions';

type Props = WrapperProps<typeof ContentType>;

/** Guides and reference pages: "Copy page", "View as Markdown" and the twin's head link. */
export default function ContentWrapper(props: Props): React.ReactNode {
  const {permalink} = useDoc().metadata;
  return (
    <>
      <MarkdownTwinLink route={permalink} />
      <PageActions route={permalink} />
      <Content {...props} />
    </>
  );
}
