import React, {useState} from 'react';
import clsx from 'clsx';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import IconExternalLink from '@theme/Icon/ExternalLink';
import {TWIN_SKIP, twinUrlOf} from '@site/src/utils/markdownTwin';
import styles from './styles.module.css';

type Status = 'idle' | 'copying' | 'copied' | 'failed';

const STATUS_TEXT: Record<Status, string> = {
  idle: '',
  copying: 'Copying…',
  copied: 'Page copied as Markdown',
  failed: 'Could not copy the page. Open it with “View as Markdown” instead.',
};

/** Chat assistants that open with a prompt from their URL; the prompt names the twin, which the assistant reads itself. */
const ASSISTANTS = [
  {label: 'Open in ChatGPT', href: (prompt: string) => `https://chatgpt.com/?hints=search&q=${encodeURIComponent(prompt)}`},
  {label: 'Open in Claude', href: (prompt: string) => `https://claude.ai/new?q=${encodeURIComponent(prompt)}`},
];

async function fetchTwin(href: string): Promise<Blob> {
  const response = await fetch(href, {headers: {Accept: 'text/markdown'}});
  if (!response.ok) throw new Error(`${href}: HTTP ${response.status}`);
  return new Blob([await response.text()], {type: 'text/plain'});
}

/**
 * Copies the page's Markdown twin (fetched from this site) to the clipboard.
 * The clipboard item is created during the click, with the download as its
 * pending content, so browsers that require a user gesture accept it.
 */
async function copyTwin(href: string): Promise<void> {
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
    await navigator.clipboard.write([new ClipboardItem({'text/plain': fetchTwin(href)})]);
    return;
  }
  const text = await (await fetchTwin(href)).text();
  await navigator.clipboard.writeText(text);
}

/**
 * "Copy page", "View as Markdown", and "Open in ChatGPT" / "Open in Claude"
 * for the current guide or reference page. The last two are plain links:
 * nothing reaches those services until the reader follows one.
 */
export default function PageActions({route}: {route: string}): React.ReactNode {
  const href = twinUrlOf(route);
  const {siteConfig} = useDocusaurusContext();
  const prompt = `Read ${siteConfig.url.replace(/\/$/, '')}${href} so I can ask questions about it.`;
  const [status, setStatus] = useState<Status>('idle');
  const copy = () => {
    setStatus('copying');
    copyTwin(href).then(
      () => setStatus('copied'),
      () => setStatus('failed'),
    );
  };
  return (
    <div className={styles.actions} {...{[TWIN_SKIP.attribute]: TWIN_SKIP.value}}>
      <button
        type="button"
        className={clsx('button button--sm button--secondary', styles.button)}
        onClick={copy}
        disabled={status === 'copying'}>
        {status === 'copied' ? 'Copied' : 'Copy page'}
      </button>
      <a className={clsx('button button--sm button--outline button--secondary', styles.button)} href={href} type="text/markdown">
        View as Markdown
      </a>
      {ASSISTANTS.map((assistant) => (
        <a
          key={assistant.label}
          className={clsx('button button--sm button--outline button--secondary', styles.button)}
          href={assistant.href(prompt)}
          target="_blank"
          rel="noopener noreferrer">
          {assistant.label}
          <span className="visually-hidden"> (opens in a new tab)</span> <IconExternalLink />
        </a>
      ))}
      <span className={clsx(styles.status, status === 'failed' && styles.failed)} role="status">
        {STATUS_TEXT[status]}
      </span>
    </div>
  );
}
