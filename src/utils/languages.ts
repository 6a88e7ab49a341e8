import languages from '@site/shared/data/languages.json';

export type Language = (typeof languages)[number];

export const allLanguages: Language[] = languages;
export const sourceLanguageCount = languages.filter((language) => language.source).length;
export const targetLanguageCount = languages.filter((language) => language.target).length;
