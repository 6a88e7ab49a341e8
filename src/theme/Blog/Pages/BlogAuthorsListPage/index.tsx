import React, {type ReactNode} from 'react';
import BlogAuthorsListPage from '@theme-original/Blog/Pages/BlogAuthorsListPage';
import type BlogAuthorsListPageType from '@theme/Blog/Pages/BlogAuthorsListPage';
import type {WrapperProps} from '@docusaurus/types';
import {useBlogMetadata} from '@docusaurus/plugin-content-blog/client';
import BlogPageDescription from '@site/src/components/BlogPageDescription';

type Props = WrapperProps<typeof BlogAuthorsListPageType>;

export default function BlogAuthorsListPageWrapper(props: Props): ReactNode {
  const {blogTitle} = useBlogMetadata();
  return (
    <>
      <BlogPageDescription lists="The authors" blog={blogTitle} />
      <BlogAuthorsListPage {...props} />
    </>
  );
}
