import React, {useId, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useIsBrowser from '@docusaurus/useIsBrowser';
import AnchoredTable, {Mark, type Column} from '@site/src/components/AnchoredTable';
import InlineMarkup, {Code} from '@site/src/components/InlineMarkup';
import {restCodeHref} from '@site/src/components/ErrorCatalogue/catalogue';
import {streamingCodeHref} from '@site/shared/error-anchors.mjs';
import {
  CAPABILITIES,
  countLanguages,
  describeFilters,
  languageMatches,
  languages,
  nameOf,
  normalizeQuery,
  readerNote,
  rules,
  type Capability,
  type Language,
} from './data';
import styles from './styles.module.css';

/*
 * The language matrix and the figures quoted on the Languages page, rendered
 * from `shared/data/languages.json` and `shared/data/language-rules.json` (see
 * `shared/data/README.md`). The whole table is in the server-rendered HTML; the
 * filters only hide rows once React runs in the browser.
 */

export {countLanguages, languageMatches, type Capability};

/** The number of codes with a capability, for use in prose: `<LanguageCount capability="target" />`. */
export function LanguageCount({capability}: {capability: Capability | 'all'}): ReactNode {
  return <>{capability === 'all' ? languages.length : countLanguages(capability)}</>;
}

function CodeList({codes}: {codes: string[]}): ReactNode {
  return <InlineMarkup text={codes.map((code) => `\`${code}\``).join(', ')} />;
}

/** Inline, comma-separated list of the codes with a capability. */
export function LanguageCodes({capability}: {capability: Capability}): ReactNode {
  return <CodeList codes={languages.filter((language) => language[capability]).map((language) => language.code)} />;
}

/** Inline list of codes from the rules file: source-only, target-only, or three-letter (ISO 639-3) codes. */
export function RuleCodes({list}: {list: 'sourceOnlyCodes' | 'targetOnlyCodes' | 'iso639_3Codes'}): ReactNode {
  return <CodeList codes={list === 'iso639_3Codes' ? rules.codeFormat.iso639_3Codes : rules[list]} />;
}

/** How a regional code behaves as a source: collapsed to its base, or rejected. */
function RegionalAsSource({base, variants}: {base: string; variants: string[]}): ReactNode {
  const collapsing = variants.filter((code) => rules.sourceVariantCollapse[code] === base);
  const rejected = variants.filter((code) => rules.sourceVariantCollapse[code] !== base);
  return (
    <>
      {collapsing.length > 0 && (
        <>
          <CodeList codes={collapsing} /> treated as <Code>{base}</Code>
        </>
      )}
      {collapsing.length > 0 && rejected.length > 0 && '; '}
      {rejected.length > 0 && (
        <>
          <CodeList codes={rejected} /> not accepted
        </>
      )}
    </>
  );
}

/**
 * One row per base language that has regional or script targets: the regional
 * codes, what they do as a source, and how the bare base code behaves as a target.
 */
export function RegionalVariantTable(): ReactNode {
  return (
    <AnchoredTable
      className={styles.rulesTable}
      rows={Object.entries(rules.regionalTargets)}
      rowKey={([base]) => base}
      columns={[
        {heading: 'Base', cell: ([base]) => <><Code>{base}</Code> {nameOf(base)}</>, className: styles.oneLine},
        {
          heading: 'Regional or script targets',
          cell: ([base, variants]) =>
            variants.map((code, index) => (
              <React.Fragment key={code}>
                {index > 0 && ', '}
                <Code>{code}</Code> {nameOf(code).replace(`${nameOf(base)} `, '')}
              </React.Fragment>
            )),
        },
        {heading: 'Regional code as a source', cell: ([base, variants]) => <RegionalAsSource base={base} variants={variants} />},
        {
          heading: 'Bare base code as a target',
          cell: ([base]) =>
            rules.bareTargetDefaults[base] ? (
              <>
                Behaves as <Code>{rules.bareTargetDefaults[base]}</Code>
              </>
            ) : (
              'Used as sent, with no regional mapping'
            ),
        },
      ]}
    />
  );
}

/** Codes that look plausible but are rejected, with the code to use instead. */
export function RejectedCodeTable(): ReactNode {
  return (
    <AnchoredTable
      className={styles.rulesTable}
      rows={rules.rejectedCodes}
      rowKey={(row) => row.code}
      columns={[
        {heading: 'Rejected code', cell: (row) => <Code>{row.code}</Code>, className: styles.oneLine},
        {heading: 'Use instead', cell: (row) => <><Code>{row.useInstead}</Code> ({nameOf(row.useInstead)})</>},
        {
          heading: 'REST error',
          cell: (row) => (
            <Link to={restCodeHref(row.restErrorCode)}>
              <Code>{row.restErrorCode}</Code>
            </Link>
          ),
        },
        {
          heading: 'Streaming error',
          cell: (row) => (
            <Link to={streamingCodeHref(row.streamingErrorCode)}>
              <Code>{row.streamingErrorCode}</Code>
            </Link>
          ),
        },
      ]}
    />
  );
}

function SourceCell({language}: {language: Language}): ReactNode {
  if (!language.source && language.sourceAs) {
    return (
      <span className={styles.sourceAs}>
        as <Code>{language.sourceAs}</Code>
      </span>
    );
  }
  return <Mark on={language.source} />;
}

const MATRIX_COLUMNS: Column<Language>[] = [
  {heading: 'Code', cell: (language) => <Code>{language.code}</Code>, className: styles.oneLine},
  {heading: 'Language', cell: (language) => language.name},
  ...CAPABILITIES.map(({key, column}) => ({
    heading: column,
    className: styles.mark,
    cell: (language: Language) => (key === 'source' ? <SourceCell language={language} /> : <Mark on={language[key]} />),
  })),
  {heading: 'Notes', cell: (language) => <InlineMarkup text={readerNote(language)} />, className: styles.notes},
];

/** Table of every language code and what it can be used for, with filters. */
export default function LanguageMatrix(): ReactNode {
  const isBrowser = useIsBrowser();
  const id = useId();
  const [required, setRequired] = useState<Capability[]>([]);
  const [queryText, setQueryText] = useState('');
  const query = normalizeQuery(queryText);

  const isShown = (language: Language) => languageMatches(language, required, queryText);
  const shownCount = languages.filter(isShown).length;

  const toggle = (capability: Capability, checked: boolean) =>
    setRequired((current) =>
      checked
        ? CAPABILITIES.map((c) => c.key).filter((key) => key === capability || current.includes(key))
        : current.filter((key) => key !== capability),
    );

  const filtersActive = required.length > 0 || query !== '';
  const status = filtersActive
    ? `Showing ${shownCount} of ${languages.length} language codes${describeFilters(required, query)}.`
    : `Showing all ${languages.length} language codes.`;

  return (
    <div className={styles.matrix}>
      <form className={styles.filters} role="search" aria-label="Filter languages" onSubmit={(e) => e.preventDefault()}>
        <div className={styles.textFilter}>
          <label htmlFor={`${id}-query`}>Code or name</label>
          <input
            id={`${id}-query`}
            type="search"
            value={queryText}
            placeholder="for example pt-br or Spanish"
            autoComplete="off"
            spellCheck={false}
            disabled={!isBrowser}
            onChange={(event) => setQueryText(event.target.value)}
          />
        </div>
        <fieldset className={styles.capabilities} disabled={!isBrowser}>
          <legend>Supports all of</legend>
          {CAPABILITIES.map(({key, label}) => (
            <label key={key} className={styles.checkbox}>
              <input
                type="checkbox"
                checked={required.includes(key)}
                onChange={(event) => toggle(key, event.target.checked)}
              />{' '}
              {label}
            </label>
          ))}
        </fieldset>
        <button
          type="button"
          className="button button--secondary button--sm"
          disabled={!isBrowser || !filtersActive}
          onClick={() => {
            setRequired([]);
            setQueryText('');
          }}>
          Clear filters
        </button>
      </form>

      <p className={styles.status} role="status" aria-live="polite" aria-atomic="true">
        {status}
      </p>

      <AnchoredTable
        className={styles.table}
        rows={languages}
        rowKey={(language) => language.code}
        hidden={(language) => !isShown(language)}
        columns={MATRIX_COLUMNS}
        hideCaption
        caption={
          <>
            Language codes and the roles each one is valid for. ✓ means supported; “as” in the Source column means the
            regional code is accepted as a source and treated as its base language.
          </>
        }
      />
      {shownCount === 0 && (
        <p className={styles.empty}>No language code matches these filters. Clear a filter to see more.</p>
      )}
    </div>
  );
}
