import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';

/** Stand-in for a guide the API reference links to but that is not merged yet (test builds only). */
export default function PendingGuide(): ReactNode {
  return (
    <Layout title="Guide pending" noFooter>
      <main className="container margin-vert--lg">
        <Heading as="h1">Guide pending</Heading>
        <p>This guide is written on another branch. Test builds show this placeholder in its place.</p>
      </main>
    </Layout>
  );
}
