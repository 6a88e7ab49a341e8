import React, {type ReactNode} from 'react';
import BlogTagsListPage from '@theme-original/BlogTagsListPage';
import type BlogTagsListPageType from '@theme/BlogTagsListPage';
import type {WrapperProps} from '@docusaurus/types';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import BlogPageDescription from '@site/src/components/BlogPageDescription';

type Props = WrapperProps<typeof BlogTagsListPageType>;

export default function BlogTagsListPageWrapper(props: Props): ReactNode {
  // The tags list has no blog metadata in its route context; the blog is the first path segment after the base URL.
  const {baseUrl} = useDocusaurusContext().siteConfig;
  const blog = useLocation().pathname.slice(baseUrl.length).split('/')[0];
  return (
    <>
      <BlogPageDescription lists="All tags" blog={blog} />
      <BlogTagsListPage {...props} />
    </>
  );
}
