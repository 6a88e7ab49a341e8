/**
 * The reader's programming language, shared by every `<Tabs groupId="lang">`
 * in the guides and the API reference. Docusaurus keeps the choice in local
 * storage under this key; `?lang=` in a URL sets it (see
 * src/clientModules/languageChoice.ts).
 */
export const LANGUAGE_QUERY_KEY = 'lang';
export const LANGUAGE_STORAGE_KEY = `docusaurus.tab.${LANGUAGE_QUERY_KEY}`;

/** Tab values: every code sample tab uses one of these. */
export const LANGUAGES = ['curl', 'python', 'typescript', 'go'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Other names readers and older links use for the same choice. */
const ALIASES: Record<string, Language> = {
  shell: 'curl',
  bash: 'curl',
  sh: 'curl',
  py: 'python',
  python3: 'python',
  ts: 'typescript',
  node: 'typescript',
  nodejs: 'typescript',
  'node.js': 'typescript',
  js: 'typescript',
  javascript: 'typescript',
  golang: 'go',
};

/** The tab value a `lang` parameter or stored value stands for, if any. */
export function canonicalLanguage(value: string | null | undefined): Language | undefined {
  if (!value) return undefined;
  const key = value.trim().toLowerCase();
  return (LANGUAGES as readonly string[]).includes(key) ? (key as Language) : ALIASES[key];
}

/**
 * The query string with `lang` rewritten to its tab value, or dropped when it
 * names no language (an unknown value would hide the stored choice from the
 * tabs). Undefined when nothing changes.
 */
export function canonicalSearch(search: string): string | undefined {
  const params = new URLSearchParams(search);
  const raw = params.get(LANGUAGE_QUERY_KEY);
  if (raw === null) return undefined;
  const language = canonicalLanguage(raw);
  if (language === raw) return undefined;
  if (language) params.set(LANGUAGE_QUERY_KEY, language);
  else params.delete(LANGUAGE_QUERY_KEY);
  const text = params.toString();
  return text ? `?${text}` : '';
}
