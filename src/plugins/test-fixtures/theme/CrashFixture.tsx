import React from 'react';
import Layout from '@theme/Layout';
import Head from '@docusaurus/Head';
import useIsBrowser from '@docusaurus/useIsBrowser';

function Bomb(): React.ReactNode {
  throw new Error('Fixture render failure', {cause: new Error('Fixture root cause')});
}

/** Renders normally on the server, then throws once React runs in the browser. */
export default function CrashFixture(): React.ReactNode {
  const isBrowser = useIsBrowser();
  return (
    <Layout title="Crash fixture">
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
      <main className="container margin-vert--lg">
        <h1>Crash fixture</h1>
        {isBrowser && <Bomb />}
      </main>
    </Layout>
  );
}
