import React, {type ReactNode} from 'react';
import SiteMetadata from '@theme-original/SiteMetadata';
import Head from '@docusaurus/Head';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

function encodedPath(pathname: string): string {
  try {
    return encodeURI(decodeURI(pathname));
  } catch {
    return encodeURI(pathname);
  }
}

/**
 * The theme writes the canonical URL from the route path as it is spelled, so
 * a route with spaces (`/Broadcaster/Editing an existing broadcast`) got an
 * invalid URL. The same URL, percent-encoded as in the sitemap, replaces it.
 */
export default function SiteMetadataWrapper(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const {pathname} = useLocation();
  const encoded = encodedPath(pathname);
  if (encoded === pathname) return <SiteMetadata />;
  const url = siteConfig.url + encoded;
  return (
    <>
      <SiteMetadata />
      <Head>
        <meta property="og:url" content={url} />
        <link rel="canonical" href={url} />
      </Head>
    </>
  );
}
