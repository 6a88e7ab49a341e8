import React from 'react';
import Head from '@docusaurus/Head';
import {twinUrlOf} from '@site/src/utils/markdownTwin';

/** Announces the page's Markdown twin in the document head. */
export default function MarkdownTwinLink({route}: {route: string}): React.ReactNode {
  return (
    <Head>
      <link rel="alternate" type="text/markdown" href={twinUrlOf(route)} title="This page as Markdown" />
    </Head>
  );
}
