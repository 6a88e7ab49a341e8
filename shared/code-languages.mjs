// The languages of code tabs, shared by the guides (`<Tabs groupId="lang">`),
// the API reference samples and the `?lang=` query parameter.

/** Tab value, label and Prism language, in tab order. */
export const SAMPLE_LANGUAGES = [
  {lang: 'curl', label: 'cURL', highlight: 'bash'},
  {lang: 'python', label: 'Python', highlight: 'python'},
  {lang: 'typescript', label: 'TypeScript', highlight: 'typescript'},
  {lang: 'go', label: 'Go', highlight: 'go'},
];

/** Other spellings a link may use for a tab value. */
export const LANGUAGE_ALIASES = {node: 'typescript', nodejs: 'typescript', ts: 'typescript', js: 'typescript', javascript: 'typescript', py: 'python', shell: 'curl', bash: 'curl', golang: 'go'};

/** The tabs' group id: a choice made in one tab group applies to every page. */
export const LANGUAGE_GROUP_ID = 'lang';
