import languageData from '@site/shared/data/languages.json';
import rulesData from '@site/shared/data/language-rules.json';

/* The shape of `shared/data/languages.json` and `shared/data/language-rules.json` (see `shared/data/README.md`), and the matrix filter. */

export type Capability =
  | 'source'
  | 'target'
  | 'autoDetect'
  | 'ttsSample'
  | 'ttsRealtime'
  | 'glossarySource'
  | 'glossaryTarget';

export type Language = {
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

export const languages = languageData as Language[];
export const rules = rulesData as Rules;

/** Capabilities in table order, with the column heading and the filter label. */
export const CAPABILITIES: {key: Capability; column: string; label: string}[] = [
  {key: 'source', column: 'Source', label: 'Source (speech recognition)'},
  {key: 'target', column: 'Target', label: 'Target (translation and speech)'},
  {key: 'autoDetect', column: 'Auto-detect', label: 'Auto-detect'},
  {key: 'ttsSample', column: 'TTS sample', label: 'TTS sample (REST)'},
  {key: 'ttsRealtime', column: 'Realtime TTS', label: 'Realtime TTS (socket)'},
  {key: 'glossarySource', column: 'Glossary source', label: 'Glossary source'},
  {key: 'glossaryTarget', column: 'Glossary target', label: 'Glossary target'},
];

/**
 * Some notes in the data only record where a fact was observed (for example
 * "target seen in glossary enum / web client"). They are for editors, not readers.
 */
const PROVENANCE_NOTE = /\b(seen in|observed|digest|enum|web client)\b/i;

export function readerNote(language: Language): string {
  return PROVENANCE_NOTE.test(language.notes) ? '' : language.notes;
}

export function nameOf(code: string): string {
  return languages.find((language) => language.code === code)?.name ?? code;
}

/** Number of language codes with a capability, e.g. 54 for `source`. */
export function countLanguages(capability: Capability): number {
  return languages.filter((language) => language[capability]).length;
}

/** Normalises typed text: case-insensitive, `en_US` → `en-us`. */
export function normalizeQuery(text: string): string {
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

/** The filters in words, for the status line: ` with auto-detect, matching “pt”`. */
export function describeFilters(required: Capability[], query: string): string {
  const parts: string[] = [];
  if (required.length > 0) {
    const labels = required.map((key) => CAPABILITIES.find((c) => c.key === key)?.label.toLowerCase() ?? key);
    parts.push(`with ${labels.join(' and ')}`);
  }
  if (query !== '') {
    parts.push(`matching “${query}”`);
  }
  return parts.length > 0 ? ` ${parts.join(', ')}` : '';
}
