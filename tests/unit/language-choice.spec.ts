import {test, expect} from '@playwright/test';
import {LANGUAGES, canonicalLanguage, canonicalSearch} from '../../src/utils/languageChoice';

test('every tab value and its aliases name one language', () => {
  for (const language of LANGUAGES) expect(canonicalLanguage(language)).toBe(language);
  expect(canonicalLanguage('node')).toBe('typescript');
  expect(canonicalLanguage('TS')).toBe('typescript');
  expect(canonicalLanguage('py')).toBe('python');
  expect(canonicalLanguage('golang')).toBe('go');
  expect(canonicalLanguage('shell')).toBe('curl');
  expect(LANGUAGES).toEqual(['curl', 'python', 'typescript', 'go']);
  expect(canonicalLanguage('cobol')).toBeUndefined();
  expect(canonicalLanguage('')).toBeUndefined();
});

test('?lang= is rewritten to the tab value, dropped when unknown, left alone when right', () => {
  expect(canonicalSearch('?lang=node')).toBe('?lang=typescript');
  expect(canonicalSearch('?q=1&lang=py')).toBe('?q=1&lang=python');
  expect(canonicalSearch('?lang=cobol&q=1')).toBe('?q=1');
  expect(canonicalSearch('?lang=cobol')).toBe('');
  expect(canonicalSearch('?lang=python')).toBeUndefined();
  expect(canonicalSearch('?q=1')).toBeUndefined();
  expect(canonicalSearch('')).toBeUndefined();
});

test('names inherited by every object are not languages', () => {
  for (const name of [
    '__proto__',
    'constructor',
    'toString',
    'hasOwnProperty',
    'valueOf',
    '__defineGetter__',
    'isPrototypeOf',
    'CONSTRUCTOR',
    ' __proto__ ',
  ]) {
    expect(canonicalLanguage(name), name).toBeUndefined();
    expect(canonicalSearch(`?lang=${encodeURIComponent(name)}&q=1`), name).toBe('?q=1');
  }
});
