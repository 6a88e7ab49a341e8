import {LANGUAGE_ALIASES, LANGUAGE_GROUP_ID, SAMPLE_LANGUAGES} from '../../shared/code-languages.mjs';

/**
 * The reader's programming language, shared by every `<Tabs groupId="lang">`
 * in the guides and the API reference. Docusaurus keeps the choice in local
 * storage under this key; `?lang=` in a URL sets it (see
 * src/clientModules/languageChoice.ts). Values and aliases live in
 * shared/code-languages.mjs.
 */
export const LANGUAGE_QUERY_KEY: string = LANGUAGE_GROUP_ID;
export const LANGUAGE_STORAGE_KEY = `docusaurus.tab.${LANGUAGE_GROUP_ID}`;

export const LANGUAGES: readonly string[] = SAMPLE_LANGUAGES.map(({lang}) => lang);
// A Map, so that names every object inherits (`__proto__`, `constructor`) are not aliases.
const ALIASES: ReadonlyMap<string, string> = new Map(Object.entries(LANGUAGE_ALIASES));

/** The tab value a `lang` parameter or stored value stands for, if any. */
export function canonicalLanguage(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  const key = value.trim().toLowerCase();
  return LANGUAGES.includes(key) ? key : ALIASES.get(key);
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
