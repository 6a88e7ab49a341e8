import React, {useId, useState} from 'react';
import Link from '@docusaurus/Link';
import useIsBrowser from '@docusaurus/useIsBrowser';
import languageData from '@site/src/data/languages.json';
import rulesData from '@site/src/data/language-rules.json';
import styles from './styles.module.css';
import ScrollableTable from '@site/src/components/ScrollableTable';

/*
 * The language matrix and the figures quoted on the Languages page, rendered
 * from `src/data/languages.json` and `src/data/language-rules.json` (see
 * `src/data/README.md`). The whole table is in the server-rendered HTML; the
 * filters only hide rows once React runs in the browser.
 */

export type Capability =
  | 'source'
  | 'target'
  | 'autoDetect'
  | 'ttsSample'
  | 'ttsRealtime'
  | 'glossarySource'
  | 'glossaryTarget';

type Language = {
  code: string;
  name: string;
  sourceAs: string | null;
  notes: string;
} & Record<Capability, boolean>;

type Rules = {
  codeFormat: {iso639_3Codes: string[]};
  sourceVariantCollapse: Record<string, string>;
  regionalTargets: Record<string, string[]>;
  bareTargetDefaults: Record<string, string>;
  sourceOnlyCodes: string[];
  targetOnlyCodes: string[];
  rejectedCodes: {code: string; useInstead: string; restErrorCode: number; streamingErrorCode: string}[];
  auto: {value: string};
};

const languages = languageData as Language[];
const rules = rulesData as Rules;

/** Capabilities in table order, with the column heading and the filter label. */
const CAPABILITIES: {key: Capability; column: string; label: string}[] = [
  {key: 'source', column: 'Source', label: 'Source (speech recognition)'},
  {key: 'target', column: 'Target', label: 'Target (translation and speech)'},
  {key: 'autoDetect', column: 'Auto-detect', label: 'Auto-detect'},
  {key: 'ttsSample', column: 'TTS sample', label: 'TTS sample (REST)'},
  {key: 'ttsRealtime', column: 'Realtime TTS', label: 'Realtime TTS (socket)'},
  {key: 'glossarySource', column: 'Glossary source', label: 'Glossary source'},
  {key: 'glossaryTarget', column: 'Glossary target', label: 'Glossary target'},
];

function capabilityInfo(key: Capability): {column: string; label: string} {
  const info = CAPABILITIES.find((c) => c.key === key);
  if (!info) {
    throw new Error(`Unknown language capability "${key}"`);
  }
  return info;
}

/**
 * Some notes in the data only record where a fact was observed (for example
 * "target seen in glossary enum / web client"). They are for editors, not readers.
 */
const PROVENANCE_NOTE = /\b(seen in|observed|digest|enum|web client)\b/i;

function readerNote(language: Language): string {
  return PROVENANCE_NOTE.test(language.notes) ? '' : language.notes;
}

/** Number of language codes with a capability, e.g. 54 for `source`. */
export function countLanguages(capability: Capability): number {
  return languages.filter((language) => language[capability]).length;
}

/** The number of codes with a capability, for use in prose: `<LanguageCount capability="target" />`. */
export function LanguageCount({capability}: {capability: Capability | 'all'}): React.ReactNode {
  return <>{capability === 'all' ? languages.length : countLanguages(capability)}</>;
}

function CodeList({codes}: {codes: string[]}): React.ReactNode {
  return (
    <>
      {codes.map((code, index) => (
        <React.Fragment key={code}>
          {index > 0 && ', '}
          <code>{code}</code>
        </React.Fragment>
      ))}
    </>
  );
}

/** Inline, comma-separated list of the codes with a capability. */
export function LanguageCodes({capability}: {capability: Capability}): React.ReactNode {
  return <CodeList codes={languages.filter((language) => language[capability]).map((language) => language.code)} />;
}

/** Inline list of codes from the rules file: source-only, target-only, or three-letter (ISO 639-3) codes. */
export function RuleCodes({list}: {list: 'sourceOnlyCodes' | 'targetOnlyCodes' | 'iso639_3Codes'}): React.ReactNode {
  const codes = list === 'iso639_3Codes' ? rules.codeFormat.iso639_3Codes : rules[list];
  return <CodeList codes={codes} />;
}

/** Renders note text; spans in backticks become `<code>`. */
function NoteText({text}: {text: string}): React.ReactNode {
  const parts = text.split('`');
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 && index < parts.length - 1 ? (
          <code key={index}>{part}</code>
        ) : (
          <React.Fragment key={index}>{index % 2 === 1 ? `\`${part}` : part}</React.Fragment>
        ),
      )}
    </>
  );
}

function nameOf(code: string): string {
  return languages.find((language) => language.code === code)?.name ?? code;
}

/**
 * One row per base language that has regional or script targets: the regional
 * codes, what they do as a source, and how the bare base code behaves as a target.
 */
export function RegionalVariantTable(): React.ReactNode {
  return (
    <ScrollableTable className={styles.rulesTable}>
      <thead>
        <tr>
          <th scope="col">Base</th>
          <th scope="col">Regional or script targets</th>
          <th scope="col">Regional code as a source</th>
          <th scope="col">Bare base code as a target</th>
        </tr>
      </thead>
      <tbody>
        {Object.entries(rules.regionalTargets).map(([base, variants]) => {
          const collapsing = variants.filter((code) => rules.sourceVariantCollapse[code] === base);
          const rejected = variants.filter((code) => rules.sourceVariantCollapse[code] !== base);
          const bareDefault = rules.bareTargetDefaults[base];
          return (
            <tr key={base}>
              <th scope="row">
                <code>{base}</code> {nameOf(base)}
              </th>
              <td>
                {variants.map((code, index) => (
                  <React.Fragment key={code}>
                    {index > 0 && ', '}
                    <code>{code}</code> {nameOf(code).replace(`${nameOf(base)} `, '')}
                  </React.Fragment>
                ))}
              </td>
              <td>
                {collapsing.length > 0 && (
                  <>
                    <CodeList codes={collapsing} /> treated as <code>{base}</code>
                  </>
                )}
                {collapsing.length > 0 && rejected.length > 0 && '; '}
                {rejected.length > 0 && (
                  <>
                    <CodeList codes={rejected} /> not accepted
                  </>
                )}
              </td>
              <td>
                {bareDefault ? (
                  <>
                    Behaves as <code>{bareDefault}</code>
                  </>
                ) : (
                  'Used as sent, with no regional mapping'
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </ScrollableTable>
  );
}

/** Codes that look plausible but are rejected, with the code to use instead. */
export function RejectedCodeTable(): React.ReactNode {
  return (
    <ScrollableTable className={styles.rulesTable}>
      <thead>
        <tr>
          <th scope="col">Rejected code</th>
          <th scope="col">Use instead</th>
          <th scope="col">REST error</th>
          <th scope="col">Streaming error</th>
        </tr>
      </thead>
      <tbody>
        {rules.rejectedCodes.map((row) => (
          <tr key={row.code}>
            <th scope="row">
              <code>{row.code}</code>
            </th>
            <td>
              <code>{row.useInstead}</code> ({nameOf(row.useInstead)})
            </td>
            <td>
              <Link to={`/docs/error_codes#${row.restErrorCode}`}>
                <code>{row.restErrorCode}</code>
              </Link>
            </td>
            <td>
              <Link to={`/docs/error_codes#${row.streamingErrorCode.toLowerCase().replace(/_/g, '-')}`}>
                <code>{row.streamingErrorCode}</code>
              </Link>
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollableTable>
  );
}

function Mark({on}: {on: boolean}): React.ReactNode {
  return on ? (
    <>
      <span aria-hidden="true" className={styles.yes}>
        ✓
      </span>
      <span className={styles.visuallyHidden}>Yes</span>
    </>
  ) : (
    <>
      <span aria-hidden="true" className={styles.no}>
        —
      </span>
      <span className={styles.visuallyHidden}>No</span>
    </>
  );
}

function SourceCell({language}: {language: Language}): React.ReactNode {
  if (!language.source && language.sourceAs) {
    return (
      <span className={styles.sourceAs}>
        as <code>{language.sourceAs}</code>
      </span>
    );
  }
  return <Mark on={language.source} />;
}

/** Normalises typed text: case-insensitive, `en_US` → `en-us`. */
function normalizeQuery(text: string): string {
  return text.trim().toLowerCase().replace(/_/g, '-');
}

/** Whether a language passes the filters: every required capability, and the typed code or name. */
export function languageMatches(
  language: Pick<Language, 'code' | 'name'> & Record<Capability, boolean>,
  required: Capability[],
  queryText: string,
): boolean {
  const query = normalizeQuery(queryText);
  return (
    required.every((capability) => language[capability]) &&
    (query === '' || language.code.startsWith(query) || language.name.toLowerCase().includes(query))
  );
}

function describeFilters(required: Capability[], query: string): string {
  const parts: string[] = [];
  if (required.length > 0) {
    parts.push(`with ${required.map((key) => capabilityInfo(key).label.toLowerCase()).join(' and ')}`);
  }
  if (query !== '') {
    parts.push(`matching “${query}”`);
  }
  return parts.length > 0 ? ` ${parts.join(', ')}` : '';
}

/** Table of every language code and what it can be used for, with filters. */
export default function LanguageMatrix(): React.ReactNode {
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

      <ScrollableTable className={styles.table}>
        <caption className={styles.visuallyHidden}>
          Language codes and the roles each one is valid for. ✓ means supported; “as” in the Source column means the
          regional code is accepted as a source and treated as its base language.
        </caption>
        <thead>
          <tr>
            <th scope="col">Code</th>
            <th scope="col">Language</th>
            {CAPABILITIES.map(({key, column}) => (
              <th scope="col" key={key}>
                {column}
              </th>
            ))}
            <th scope="col">Notes</th>
          </tr>
        </thead>
        <tbody>
          {languages.map((language) => (
            <tr key={language.code} hidden={!isShown(language)}>
              <th scope="row">
                <code>{language.code}</code>
              </th>
              <td>{language.name}</td>
              {CAPABILITIES.map(({key}) => (
                <td key={key} className={styles.mark}>
                  {key === 'source' ? <SourceCell language={language} /> : <Mark on={language[key]} />}
                </td>
              ))}
              <td className={styles.notes}>
                <NoteText text={readerNote(language)} />
              </td>
            </tr>
          ))}
        </tbody>
      </ScrollableTable>
      {shownCount === 0 && (
        <p className={styles.empty}>No language code matches these filters. Clear a filter to see more.</p>
      )}
    </div>
  );
}
