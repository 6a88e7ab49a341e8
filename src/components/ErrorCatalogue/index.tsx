import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import AnchoredTable, {type Column} from '@site/src/components/AnchoredTable';
import InlineMarkup, {Code} from '@site/src/components/InlineMarkup';
import {streamingCodeAnchor} from '@site/shared/error-anchors.mjs';
import {
  catalogue,
  closeCodeAnchor,
  httpStatusAnchor,
  restCodeAlias,
  restCodeAnchor,
  restCodeHref,
  type RestError,
  type StreamingError,
} from './catalogue';
import {Meta, Text, WithSeeAlso} from './text';
import styles from './styles.module.css';

/*
 * Tables of the error catalogue, rendered from `shared/data/error-codes.json`
 * (see `shared/data/README.md`). The Error codes page places each table under
 * its own Markdown heading; other pages may embed a REST table that links
 * back to the catalogue instead of defining anchors.
 *
 * Anchors: REST codes follow `format.docsAnchorPattern` (`#1001`), with an
 * extra `#e1001` alias; streaming codes follow `shared/error-anchors.mjs`
 * (`#validation-error`); close codes `#close-1008`; HTTP statuses `#http-404`.
 */

export {restCodeAnchor, restCodeHref, streamingCodeAnchor};

type Catalogue = typeof catalogue;

const REPORTED_IN: Record<string, ReactNode> = {
  'voice.processing_result': (
    <>
      In a voice&apos;s <code>processing_result</code>
    </>
  ),
  'broadcast.error_code': (
    <>
      In a broadcast&apos;s <code>error_code</code>
    </>
  ),
  storage: 'Returned by storage for the upload form POST',
};

/** A code set as `<code>`, in the row-header column of a catalogue table. */
function codeColumn<Row extends {code: string | number}>(heading: string): Column<Row> {
  return {heading, cell: (row) => <Code>{row.code}</Code>, className: styles.codeCell};
}

/** A column showing one text field of the row as catalogue text. */
function textColumn<Key extends string>(heading: ReactNode, key: Key): Column<Record<Key, string>> {
  return {heading, cell: (row) => <Text text={row[key]} />};
}

const byCode = (row: {code: string | number}) => row.code;

/** Rows keyed by an HTTP status, which heads the row. */
const STATUS_ROWS = {rowKey: (row: {status: number}) => row.status};
const statusColumn = (heading: string): Column<{status: number}> => ({heading, cell: (row) => row.status, className: styles.codeCell});

/** Props every catalogue table shares. */
const TABLE = {className: styles.table, linkTitle: 'Link to this code'};

/** Rows keyed and anchored by a streaming code (`#validation-error`). */
const STREAMING_ROWS = {rowKey: byCode, anchor: (row: {code: string}) => streamingCodeAnchor(row.code)};

type RestErrorTableProps = {
  /** A `restGroups[].name`, e.g. `Auth`. */
  group?: string;
  /** Explicit list of codes, in the order to show them. Used instead of, or after, `group`. */
  codes?: number[];
  /** On pages other than the catalogue: link each code to its catalogue entry and define no anchors. */
  linkToCatalogue?: boolean;
};

function restRows({group, codes}: RestErrorTableProps): RestError[] {
  if (group !== undefined && !catalogue.restGroups.some((g) => g.name === group)) {
    throw new Error(`RestErrorTable: unknown group "${group}". Known groups: ${catalogue.restGroups.map((g) => g.name).join(', ')}`);
  }
  const rows = group === undefined ? [] : catalogue.rest.filter((row) => row.group === group);
  for (const code of codes ?? []) {
    const row = catalogue.rest.find((r) => r.code === code);
    if (!row) throw new Error(`RestErrorTable: unknown error_code ${code}`);
    if (!rows.includes(row)) rows.push(row);
  }
  return rows;
}

/** REST `error_code` values of one group (or a list of codes) as a table. */
export function RestErrorTable(props: RestErrorTableProps): ReactNode {
  const {linkToCatalogue = false} = props;
  const code: Column<RestError> = linkToCatalogue
    ? {
        heading: 'Code',
        cell: (row) => (
          <Link to={restCodeHref(row.code)}>
            <Code>{row.code}</Code>
          </Link>
        ),
        className: styles.codeCell,
      }
    : codeColumn('Code');
  const status: Column<RestError> = {
    heading: 'HTTP',
    className: styles.statusCell,
    cell: (row) => (
      <>
        {row.statusLabel}
        {row.reportedIn && <Meta>{REPORTED_IN[row.reportedIn] ?? <Code>{row.reportedIn}</Code>}</Meta>}
        {row.otherStatuses.map((other) => (
          <Meta key={other.status}>
            Also {other.status}: <Text text={other.context} />
          </Meta>
        ))}
      </>
    ),
  };
  return (
    <AnchoredTable
      {...TABLE}
      rows={restRows(props)}
      rowKey={byCode}
      anchor={linkToCatalogue ? undefined : (row) => restCodeAnchor(row.code)}
      aliases={(row) => [restCodeAlias(row.code)]}
      columns={[
        code,
        status,
        {heading: 'Title', cell: (row) => row.title},
        textColumn('When it happens', 'cause'),
        {heading: 'How to fix', cell: (row) => <WithSeeAlso text={row.fix} path={row.seeAlso} />},
      ]}
    />
  );
}

function ClosesWith({row}: {row: StreamingError}): ReactNode {
  if (row.closeCode === null || (row.closesConnection !== 'yes' && row.closesConnection !== 'conditional')) {
    return null;
  }
  return (
    <Meta>
      {row.closesConnection === 'yes' ? 'Closes' : 'May close'} the connection with{' '}
      <a href={`#${closeCodeAnchor(row.closeCode)}`}>{row.closeCode}</a>
      {row.closeCondition && (
        <>
          : <Text text={row.closeCondition} />
        </>
      )}
    </Meta>
  );
}

function StreamingEffect({row}: {row: StreamingError}): ReactNode {
  if (!row.sentByServer) {
    return <>Never sent by the server: a label for clients to use when an error arrives without a code.</>;
  }
  return (
    <>
      {row.effect ? <Text text={row.effect} /> : '—'}
      <ClosesWith row={row} />
      {row.mirrorsRestCode !== null && (
        <Meta>
          Same meaning as REST{' '}
          <a href={`#${restCodeAnchor(row.mirrorsRestCode)}`}>
            <Code>{row.mirrorsRestCode}</Code>
          </a>
          .
        </Meta>
      )}
    </>
  );
}

const STREAMING_ERROR_COLUMNS: Column<StreamingError>[] = [
  codeColumn('Code'),
  textColumn('When it happens', 'cause'),
  {heading: 'Effect', cell: (row) => <StreamingEffect row={row} />},
  {heading: 'How to fix', cell: (row) => (row.fix ? <WithSeeAlso text={row.fix} path={row.seeAlso} /> : '—')},
];

/** Streaming `error` codes (`message_type: "error"`, `data.code`). */
export function StreamingErrorTable(): ReactNode {
  return <AnchoredTable {...TABLE} {...STREAMING_ROWS} rows={catalogue.streamingErrors} columns={STREAMING_ERROR_COLUMNS} />;
}

/** Streaming `warning` codes (`message_type: "warning"`). */
export function StreamingWarningTable(): ReactNode {
  const rows = catalogue.streamingWarnings;
  const intervals = [...new Set(rows.map((row) => row.minIntervalSeconds))];
  return (
    <>
      <AnchoredTable
        {...TABLE}
        {...STREAMING_ROWS}
        rows={rows}
        columns={[
          codeColumn('Code'),
          textColumn('Meaning', 'meaning'),
          textColumn('Sent when', 'trigger'),
          textColumn('What the server does', 'serverBehaviour'),
          {
            heading: 'How to fix',
            cell: (row) => (
              <>
                <Text text={row.fixDetail} />
                {intervals.length > 1 && <Meta>Sent at most once every {row.minIntervalSeconds} s.</Meta>}
              </>
            ),
          },
        ]}
      />
      {intervals.length === 1 && (
        <p>
          The server sends each warning code at most once every {intervals[0]} seconds, so a warning that stops arriving does not by itself
          mean the problem is gone.
        </p>
      )}
    </>
  );
}

const CLOSE_CODE_COLUMNS: Column<Catalogue['closeCodes'][number]>[] = [
  codeColumn('Close code'),
  {heading: 'Reason text', cell: (row) => <InlineMarkup text={row.reasons.map((r) => `\`${r}\``).join(', ')} />},
  textColumn('When', 'when'),
];

/** WebSocket close codes. */
export function CloseCodeTable(): ReactNode {
  return (
    <AnchoredTable
      {...TABLE}
      rows={catalogue.closeCodes}
      rowKey={byCode}
      anchor={(row) => closeCodeAnchor(row.code)}
      linkTitle="Link to this close code"
      columns={CLOSE_CODE_COLUMNS}
    />
  );
}

const HANDSHAKE_ERROR_COLUMNS: Column<Catalogue['handshakeErrors'][number]>[] = [
  statusColumn('HTTP status'),
  {
    heading: <code>error_code</code>,
    cell: (row) => (
      <a href={`#${restCodeAnchor(row.errorCode)}`}>
        <Code>{row.errorCode}</Code>
      </a>
    ),
  },
  textColumn('Meaning', 'meaning'),
];

/** HTTP statuses that refuse a WebSocket upgrade, with their REST `error_code`. */
export function HandshakeErrorTable(): ReactNode {
  return <AnchoredTable {...TABLE} {...STATUS_ROWS} rows={catalogue.handshakeErrors} columns={HANDSHAKE_ERROR_COLUMNS} />;
}

/** HTTP statuses the REST API uses. */
export function HttpStatusTable(): ReactNode {
  return (
    <AnchoredTable
      {...TABLE}
      {...STATUS_ROWS}
      rows={catalogue.httpStatuses}
      anchor={(row) => httpStatusAnchor(row.status)}
      linkTitle="Link to this status"
      columns={[statusColumn('Status'), {heading: 'Reason', cell: (row) => row.reason}, textColumn('Used for', 'usedFor')]}
    />
  );
}

const VERIFY_WARNING_COLUMNS: Column<Catalogue['verifyCommandWarnings'][number]>[] = [codeColumn('Code'), textColumn('Meaning', 'meaning')];

/** `warnings[].code` values in a 200 reply of verify-command. */
export function VerifyCommandWarningTable(): ReactNode {
  return <AnchoredTable {...TABLE} {...STREAMING_ROWS} rows={catalogue.verifyCommandWarnings} columns={VERIFY_WARNING_COLUMNS} />;
}
