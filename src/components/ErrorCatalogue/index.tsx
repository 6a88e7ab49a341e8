import React from 'react';
import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import useDeployment from '@site/src/hooks/useDeployment';
import errorCodes from '@site/src/data/error-codes.json';
import styles from './styles.module.css';
import ScrollableTable from '@site/src/components/ScrollableTable';

/*
 * Tables of the error catalogue, rendered from `src/data/error-codes.json`
 * (see `src/data/README.md`). The Error codes page places each table under
 * its own Markdown heading; other pages may embed a REST table that links
 * back to the catalogue instead of defining anchors.
 *
 * Anchors: REST codes follow `format.docsAnchorPattern` (`#1001`), with an
 * extra `#e1001` alias; streaming codes use their code in lower-case kebab
 * (`#validation-error`); close codes `#close-1008`; HTTP statuses `#http-404`.
 * Every id is registered with the broken-link checker, which otherwise only
 * knows heading anchors.
 */

type RestGroup = {name: string; range: string; heading: string};

type RestError = {
  code: number;
  group: string;
  status: number | null;
  statusLabel: string;
  runtime: boolean;
  reportedIn: string | null;
  title: string;
  cause: string;
  fix: string;
  otherStatuses: {status: number; context: string}[];
  seeAlso: string | null;
};

type HttpStatus = {status: number; reason: string; usedFor: string};

type StreamingError = {
  code: string;
  cause: string;
  effect: string | null;
  fix: string | null;
  sentByServer: boolean;
  closesConnection: 'no' | 'yes' | 'conditional' | null;
  closeCode: number | null;
  closeCondition: string | null;
  mirrorsRestCode: number | null;
  seeAlso: string | null;
};

type StreamingWarning = {
  code: string;
  meaning: string;
  fix: string;
  trigger: string;
  serverBehaviour: string;
  fixDetail: string;
  minIntervalSeconds: number;
};

type CloseCode = {code: number; reasons: string[]; when: string};
type HandshakeError = {status: number; errorCode: number; meaning: string};
type VerifyCommandWarning = {code: string; meaning: string};

type Catalogue = {
  format: {
    envelope: string;
    problemTypeUriPattern: string;
    docsAnchorPattern: string;
    problemStatusEqualsHttpStatus: boolean;
  };
  restGroups: RestGroup[];
  rest: RestError[];
  httpStatuses: HttpStatus[];
  streamingErrors: StreamingError[];
  streamingWarnings: StreamingWarning[];
  closeCodes: CloseCode[];
  handshakeErrors: HandshakeError[];
  verifyCommandWarnings: VerifyCommandWarning[];
};

const catalogue = errorCodes as Catalogue;

const CODE_PLACEHOLDER = '<error_code>';

/** Site path of a REST code's catalogue entry, e.g. `/docs/error_codes#1001`. */
export function restCodeHref(code: number): string {
  return catalogue.format.docsAnchorPattern.replace(CODE_PLACEHOLDER, String(code));
}

/** Element id of a REST code on the catalogue page, e.g. `1001`. */
export function restCodeAnchor(code: number): string {
  const hash = restCodeHref(code).split('#')[1];
  return hash ?? String(code);
}

/** Short alias id of a REST code (`e1001`), for links written that way. */
function restCodeAlias(code: number): string {
  return `e${code}`;
}

/** Element id of a streaming error or warning code: `VALIDATION_ERROR` → `validation-error`. */
export function streamingCodeAnchor(code: string): string {
  return code.toLowerCase().replace(/_/g, '-');
}

function closeCodeAnchor(code: number): string {
  return `close-${code}`;
}

function httpStatusAnchor(status: number): string {
  return `http-${status}`;
}

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

/** Plain catalogue text, with site paths such as `/docs/languages` turned into links. */
function PlainText({text}: {text: string}): React.ReactNode {
  const parts = text.split(SITE_PATH);
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <Link key={index} to={part}>
            {PAGE_LABELS[part] ?? part}
          </Link>
        ) : (
          <React.Fragment key={index}>{part}</React.Fragment>
        ),
      )}
    </>
  );
}

/**
 * Renders catalogue text: spans in backticks become `<code>`, site paths become
 * links, and the support-address token becomes the deployment's address.
 */
function Inline({text}: {text: string}): React.ReactNode {
  const {supportEmail} = useDeployment();
  const parts = text.split('`');
  return (
    <>
      {parts.map((part, index) => {
        const isCode = index % 2 === 1 && index < parts.length - 1;
        if (!isCode) {
          return <PlainText key={index} text={index % 2 === 1 ? `\`${part}` : part} />;
        }
        if (part === SUPPORT_EMAIL_TOKEN) {
          return (
            <a key={index} href={`mailto:${supportEmail}`}>
              <code>{supportEmail}</code>
            </a>
          );
        }
        return <code key={index}>{part}</code>;
      })}
    </>
  );
}

/** Text followed by an optional "See …" link, with a full stop between them. */
function WithSeeAlso({text, path}: {text: string; path: string | null}): React.ReactNode {
  if (!path || text.includes(path)) {
    return <Inline text={text} />;
  }
  const needsStop = !/[.!?]$/.test(text.trim());
  return (
    <>
      <Inline text={text} />
      {needsStop ? '. ' : ' '}
      <SeeAlso path={path} />
    </>
  );
}

function SeeAlso({path}: {path: string | null}): React.ReactNode {
  if (!path) {
    return null;
  }
  return (
    <span className={styles.seeAlso}>
      See <Link to={path}>{PAGE_LABELS[path] ?? path}</Link>.
    </span>
  );
}

/** Registers element ids with the build's anchor checker. */
function useAnchors(ids: string[]): void {
  const {collectAnchor} = useBrokenLinks();
  ids.forEach((id) => collectAnchor(id));
}

function reportedInText(reportedIn: string): React.ReactNode {
  switch (reportedIn) {
    case 'voice.processing_result':
      return (
        <>
          In a voice&apos;s <code>processing_result</code>
        </>
      );
    case 'broadcast.error_code':
      return (
        <>
          In a broadcast&apos;s <code>error_code</code>
        </>
      );
    case 'storage':
      return <>Returned by storage for the upload form POST</>;
    default:
      return <code>{reportedIn}</code>;
  }
}

type RestErrorTableProps = {
  /** A `restGroups[].name`, e.g. `Auth`. */
  group?: string;
  /** Explicit list of codes, in the order to show them. Used instead of, or after, `group`. */
  codes?: number[];
  /**
   * On pages other than the catalogue: link each code to its catalogue entry
   * and define no anchors.
   */
  linkToCatalogue?: boolean;
};

/** REST `error_code` values of one group (or a list of codes) as a table. */
export function RestErrorTable({group, codes, linkToCatalogue = false}: RestErrorTableProps): React.ReactNode {
  if (group !== undefined && !catalogue.restGroups.some((g) => g.name === group)) {
    throw new Error(
      `RestErrorTable: unknown group "${group}". Known groups: ${catalogue.restGroups.map((g) => g.name).join(', ')}`,
    );
  }
  const rows: RestError[] = [];
  if (group !== undefined) {
    rows.push(...catalogue.rest.filter((row) => row.group === group));
  }
  for (const code of codes ?? []) {
    const row = catalogue.rest.find((r) => r.code === code);
    if (!row) {
      throw new Error(`RestErrorTable: unknown error_code ${code}`);
    }
    if (!rows.includes(row)) {
      rows.push(row);
    }
  }
  useAnchors(linkToCatalogue ? [] : rows.flatMap((row) => [restCodeAnchor(row.code), restCodeAlias(row.code)]));

  return (
    <ScrollableTable className={styles.table}>
      <thead>
        <tr>
          <th scope="col">Code</th>
          <th scope="col">HTTP</th>
          <th scope="col">Title</th>
          <th scope="col">When it happens</th>
          <th scope="col">How to fix</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr
            key={row.code}
            id={linkToCatalogue ? undefined : restCodeAnchor(row.code)}
            className={linkToCatalogue ? undefined : styles.anchored}>
            <th scope="row" className={styles.codeCell}>
              {linkToCatalogue ? (
                <Link to={restCodeHref(row.code)}>
                  <code>{row.code}</code>
                </Link>
              ) : (
                <>
                  <span id={restCodeAlias(row.code)} className={styles.alias} />
                  <a href={`#${restCodeAnchor(row.code)}`} className={styles.selfLink} title="Link to this code">
                    <code>{row.code}</code>
                  </a>
                </>
              )}
            </th>
            <td className={styles.statusCell}>
              {row.statusLabel}
              {row.reportedIn && <span className={styles.meta}>{reportedInText(row.reportedIn)}</span>}
              {row.otherStatuses.map((other) => (
                <span key={other.status} className={styles.meta}>
                  Also {other.status}: <Inline text={other.context} />
                </span>
              ))}
            </td>
            <td>{row.title}</td>
            <td>
              <Inline text={row.cause} />
            </td>
            <td>
              <WithSeeAlso text={row.fix} path={row.seeAlso} />
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollableTable>
  );
}

function StreamingEffect({row}: {row: StreamingError}): React.ReactNode {
  if (!row.sentByServer) {
    return <>Never sent by the server: a label for clients to use when an error arrives without a code.</>;
  }
  return (
    <>
      {row.effect ? <Inline text={row.effect} /> : '—'}
      {row.closesConnection === 'yes' && row.closeCode !== null && (
        <span className={styles.meta}>
          Closes the connection with <a href={`#${closeCodeAnchor(row.closeCode)}`}>{row.closeCode}</a>
          {row.closeCondition && (
            <>
              : <Inline text={row.closeCondition} />
            </>
          )}
        </span>
      )}
      {row.closesConnection === 'conditional' && row.closeCode !== null && (
        <span className={styles.meta}>
          May close the connection with <a href={`#${closeCodeAnchor(row.closeCode)}`}>{row.closeCode}</a>
          {row.closeCondition && (
            <>
              : <Inline text={row.closeCondition} />
            </>
          )}
        </span>
      )}
      {row.mirrorsRestCode !== null && (
        <span className={styles.meta}>
          Same meaning as REST{' '}
          <a href={`#${restCodeAnchor(row.mirrorsRestCode)}`}>
            <code>{row.mirrorsRestCode}</code>
          </a>
          .
        </span>
      )}
    </>
  );
}

/** Streaming `error` codes (`message_type: "error"`, `data.code`). */
export function StreamingErrorTable(): React.ReactNode {
  const rows = catalogue.streamingErrors;
  useAnchors(rows.map((row) => streamingCodeAnchor(row.code)));
  return (
    <ScrollableTable className={styles.table}>
      <thead>
        <tr>
          <th scope="col">Code</th>
          <th scope="col">When it happens</th>
          <th scope="col">Effect</th>
          <th scope="col">How to fix</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const id = streamingCodeAnchor(row.code);
          return (
            <tr key={row.code} id={id} className={styles.anchored}>
              <th scope="row" className={styles.codeCell}>
                <a href={`#${id}`} className={styles.selfLink} title="Link to this code">
                  <code>{row.code}</code>
                </a>
              </th>
              <td>
                <Inline text={row.cause} />
              </td>
              <td>
                <StreamingEffect row={row} />
              </td>
              <td>
                {row.fix ? <WithSeeAlso text={row.fix} path={row.seeAlso} /> : '—'}
              </td>
            </tr>
          );
        })}
      </tbody>
    </ScrollableTable>
  );
}

/** Streaming `warning` codes (`message_type: "warning"`). */
export function StreamingWarningTable(): React.ReactNode {
  const rows = catalogue.streamingWarnings;
  useAnchors(rows.map((row) => streamingCodeAnchor(row.code)));
  const intervals = [...new Set(rows.map((row) => row.minIntervalSeconds))];
  return (
    <>
      <ScrollableTable className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Code</th>
            <th scope="col">Meaning</th>
            <th scope="col">Sent when</th>
            <th scope="col">What the server does</th>
            <th scope="col">How to fix</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const id = streamingCodeAnchor(row.code);
            return (
              <tr key={row.code} id={id} className={styles.anchored}>
                <th scope="row" className={styles.codeCell}>
                  <a href={`#${id}`} className={styles.selfLink} title="Link to this code">
                    <code>{row.code}</code>
                  </a>
                </th>
                <td>
                  <Inline text={row.meaning} />
                </td>
                <td>
                  <Inline text={row.trigger} />
                </td>
                <td>
                  <Inline text={row.serverBehaviour} />
                </td>
                <td>
                  <Inline text={row.fixDetail} />
                  {intervals.length > 1 && (
                    <span className={styles.meta}>Sent at most once every {row.minIntervalSeconds} s.</span>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </ScrollableTable>
      {intervals.length === 1 && (
        <p>
          The server sends each warning code at most once every {intervals[0]} seconds, so a warning that stops
          arriving does not by itself mean the problem is gone.
        </p>
      )}
    </>
  );
}

/** WebSocket close codes. */
export function CloseCodeTable(): React.ReactNode {
  const rows = catalogue.closeCodes;
  useAnchors(rows.map((row) => closeCodeAnchor(row.code)));
  return (
    <ScrollableTable className={styles.table}>
      <thead>
        <tr>
          <th scope="col">Close code</th>
          <th scope="col">Reason text</th>
          <th scope="col">When</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const id = closeCodeAnchor(row.code);
          return (
            <tr key={row.code} id={id} className={styles.anchored}>
              <th scope="row" className={styles.codeCell}>
                <a href={`#${id}`} className={styles.selfLink} title="Link to this close code">
                  <code>{row.code}</code>
                </a>
              </th>
              <td>
                {row.reasons.map((reason, index) => (
                  <React.Fragment key={reason}>
                    {index > 0 && ', '}
                    <code>{reason}</code>
                  </React.Fragment>
                ))}
              </td>
              <td>
                <Inline text={row.when} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </ScrollableTable>
  );
}

/** HTTP statuses that refuse a WebSocket upgrade, with their REST `error_code`. */
export function HandshakeErrorTable(): React.ReactNode {
  return (
    <ScrollableTable className={styles.table}>
      <thead>
        <tr>
          <th scope="col">HTTP status</th>
          <th scope="col">
            <code>error_code</code>
          </th>
          <th scope="col">Meaning</th>
        </tr>
      </thead>
      <tbody>
        {catalogue.handshakeErrors.map((row) => (
          <tr key={row.status}>
            <th scope="row" className={styles.codeCell}>
              {row.status}
            </th>
            <td>
              <a href={`#${restCodeAnchor(row.errorCode)}`}>
                <code>{row.errorCode}</code>
              </a>
            </td>
            <td>
              <Inline text={row.meaning} />
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollableTable>
  );
}

/** HTTP statuses the REST API uses. */
export function HttpStatusTable(): React.ReactNode {
  const rows = catalogue.httpStatuses;
  useAnchors(rows.map((row) => httpStatusAnchor(row.status)));
  return (
    <ScrollableTable className={styles.table}>
      <thead>
        <tr>
          <th scope="col">Status</th>
          <th scope="col">Reason</th>
          <th scope="col">Used for</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.status} id={httpStatusAnchor(row.status)} className={styles.anchored}>
            <th scope="row" className={styles.codeCell}>
              {row.status}
            </th>
            <td>{row.reason}</td>
            <td>
              <Inline text={row.usedFor} />
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollableTable>
  );
}

/** `warnings[].code` values in a 200 reply of verify-command. */
export function VerifyCommandWarningTable(): React.ReactNode {
  const rows = catalogue.verifyCommandWarnings;
  useAnchors(rows.map((row) => streamingCodeAnchor(row.code)));
  return (
    <ScrollableTable className={styles.table}>
      <thead>
        <tr>
          <th scope="col">Code</th>
          <th scope="col">Meaning</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const id = streamingCodeAnchor(row.code);
          return (
            <tr key={row.code} id={id} className={styles.anchored}>
              <th scope="row" className={styles.codeCell}>
                <a href={`#${id}`} className={styles.selfLink} title="Link to this code">
                  <code>{row.code}</code>
                </a>
              </th>
              <td>
                <Inline text={row.meaning} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </ScrollableTable>
  );
}
