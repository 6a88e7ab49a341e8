import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useDeployment from '@site/src/hooks/useDeployment';
import InlineMarkup, {Code} from '@site/src/components/InlineMarkup';
import styles from './styles.module.css';

/* How catalogue text is shown: inline code, links to site pages, the support address, "See …" links. */

/** Link labels for the site paths used in `seeAlso`. Unknown paths show the path itself. */
const PAGE_LABELS: Record<string, string> = {
  '/docs/languages': 'Languages',
  '/docs/glossaries': 'Glossaries',
  '/docs/voices': 'Voices',
  '/docs/broadcaster/statuses': 'Broadcast statuses',
  '/docs/streaming_api/management': 'Translation management API',
  '/docs/streaming_api/session': 'Session management',
  '/api/verify-command': 'Verify command',
  '/api/introduction': 'API introduction',
};

/** The data names the support address by token; the deployment supplies it. */
const SUPPORT_EMAIL_TOKEN = '%SUPPORT_EMAIL%';
const SITE_PATH = /(\/(?:docs|api)\/[\w\-/]+[\w])/;

/** Catalogue prose with site paths such as `/docs/languages` turned into links. */
function withPageLinks(text: string): ReactNode {
  return text.split(SITE_PATH).map((part, index) =>
    index % 2 === 1 ? (
      <Link key={index} to={part}>
        {PAGE_LABELS[part] ?? part}
      </Link>
    ) : (
      part
    ),
  );
}

/** Catalogue text: backtick code, site-path links and the deployment's support address. */
export function Text({text}: {text: string}): ReactNode {
  const {supportEmail} = useDeployment();
  const code = (part: string) =>
    part === SUPPORT_EMAIL_TOKEN ? (
      <a href={`mailto:${supportEmail}`}>
        <Code>{supportEmail}</Code>
      </a>
    ) : (
      <Code>{part}</Code>
    );
  return <InlineMarkup text={text} renderText={withPageLinks} renderCode={code} />;
}

/** Text followed by an optional "See …" link, with a full stop between them. */
export function WithSeeAlso({text, path}: {text: string; path: string | null}): ReactNode {
  if (!path || text.includes(path)) {
    return <Text text={text} />;
  }
  return (
    <>
      <Text text={text} />
      {/[.!?]$/.test(text.trim()) ? ' ' : '. '}
      {/* "See" stays with the link; the label may wrap like any text, so the column can stay narrow. */}
      See{'\u00a0'}
      <Link to={path}>{PAGE_LABELS[path] ?? path}</Link>.
    </>
  );
}

/**
 * A secondary fact under a cell's main text. The space before it keeps its words apart from the cell's
 * in the page's text (search snippets, copied text, screen readers): "runtime (422) In a voice's …".
 */
export function Meta({children}: {children: ReactNode}): ReactNode {
  return (
    <>
      {' '}
      <span className={styles.meta}>{children}</span>
    </>
  );
}
