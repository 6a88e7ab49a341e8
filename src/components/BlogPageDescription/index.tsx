import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';

type Props = {
  /** What the page lists: "All tags", "Posts by …". */
  lists: string;
  /** The blog instance: "blog" or "changelog". */
  blog: string;
};

/** The meta description of a blog or changelog listing page, which the theme leaves without one. */
export default function BlogPageDescription({lists, blog}: Props): ReactNode {
  return (
    <Head>
      <meta name="description" content={`${lists} in the ${blog.toLowerCase()} of the speech-to-speech translation API.`} />
    </Head>
  );
}
