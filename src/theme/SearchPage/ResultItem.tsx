import React from 'react';
import Link from '@docusaurus/Link';
import type {SearchResult} from '@site/src/plugins/search-index/client/engine';
import {HighlightWords, Snippet} from './Highlight';
import styles from './styles.module.css';

const TITLE = 0;
const HEADING = 1;

/** One result: its title as a link, where it lives, and its text around the matching words. */
export default function ResultItem({result}: {result: SearchResult}): React.ReactNode {
  const {document, type, page, snippet, tokens} = result;
  const isText = type !== TITLE && type !== HEADING;
  const title = isText ? (document.s ?? page?.t ?? '') : document.t;
  const where = type === TITLE ? (document.b ?? []) : [...(page?.b ?? []), page?.t ?? ''];
  return (
    <article className={styles.searchResultItem}>
      <h2>
        <Link to={`${document.u}${document.h ?? ''}`}>
          <HighlightWords text={title} words={tokens} />
        </Link>
      </h2>
      {where.length > 0 && <p className={styles.path}>{where.filter(Boolean).join(' › ')}</p>}
      {snippet.text && (
        <p className={styles.snippet}>
          <Snippet text={snippet.text} ranges={snippet.position} />
        </p>
      )}
    </article>
  );
}
