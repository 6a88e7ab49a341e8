import React from 'react';
import Footer from '@theme-original/DocItem/Footer';
import type FooterType from '@theme/DocItem/Footer';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import PageFeedback from '@site/src/components/PageFeedback';

type Props = WrapperProps<typeof FooterType>;

/** "Was this page helpful?" above the edit link and last-updated date. */
export default function FooterWrapper(props: Props): React.ReactNode {
  const {permalink} = useDoc().metadata;
  return (
    <>
      <PageFeedback route={permalink} />
      <Footer {...props} />
    </>
  );
}
