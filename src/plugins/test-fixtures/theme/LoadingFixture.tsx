import React, {useState} from 'react';
import Layout from '@theme/Layout';
import Head from '@docusaurus/Head';
import Loading from '@theme/Loading';

/** Shows the route loading states exactly as the router would show them. */
export default function LoadingFixture(): React.ReactNode {
  const [retries, setRetries] = useState(0);
  return (
    <Layout title="Loading fixture">
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
      <main className="container margin-vert--lg">
        <h1>Loading fixture</h1>
        <section data-fixture="pending">
          <Loading error={null} retry={() => {}} pastDelay isLoading timedOut={false} />
        </section>
        <section data-fixture="failed">
          <Loading
            error={new Error('Loading chunk 42 failed.')}
            retry={() => setRetries((n) => n + 1)}
            pastDelay
            isLoading={false}
            timedOut={false}
          />
          <p data-fixture="retries">Retries: {retries}</p>
        </section>
      </main>
    </Layout>
  );
}
