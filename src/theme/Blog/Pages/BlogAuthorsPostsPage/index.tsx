import React, {type ReactNode} from 'react';
import BlogAuthorsPostsPage from '@theme-original/Blog/Pages/BlogAuthorsPostsPage';
import type BlogAuthorsPostsPageType from '@theme/Blog/Pages/BlogAuthorsPostsPage';
import type {WrapperProps} from '@docusaurus/types';
import {useBlogMetadata} from '@docusaurus/plugin-content-blog/client';
import BlogPageDescription from '@site/src/components/BlogPageDescription';

type Props = WrapperProps<typeof BlogAuthorsPostsPageType>;

export default function BlogAuthorsPostsPageWrapper(props: Props): ReactNode {
  const {blogTitle} = useBlogMetadata();
  return (
    <>
      <BlogPageDescription lists={`Posts by ${props.author.name ?? props.author.key}`} blog={blogTitle} />
      <BlogAuthorsPostsPage {...props} />
    </>
  );
}
