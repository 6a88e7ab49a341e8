import fs from 'node:fs';
import {test, expect} from '@playwright/test';
import {exampleOutlines, guideOutlines} from '../support/guide-outlines';
import {builtPageFor} from '../support/paths';

/** Heading text without tags, entities or the trailing anchor link. */
function headings(html: string, level: 1 | 2): string[] {
  const pattern = new RegExp(`<h${level}[^>]*>([\\s\\S]*?)</h${level}>`, 'g');
  return [...html.matchAll(pattern)].map(([, inner]) =>
    inner
      .replace(/<a[^>]*class="?hash-link[\s\S]*?<\/a>/g, '')
      .replace(/<[^>]+>/g, '')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&amp;/g, '&')
      .replace(/\u200b/g, '')
      .trim(),
  );
}

const normalise = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();

for (const [route, outline] of Object.entries({...guideOutlines, ...exampleOutlines})) {
  test(`${route} renders its title and outline`, () => {
    const file = builtPageFor(route);
    expect(file, `${route} is built`).toBeTruthy();
    const html = fs.readFileSync(file!, 'utf8');
    expect(headings(html, 1)).toEqual([outline.title]);
    const sections = headings(html, 2).map(normalise);
    const missing = outline.sections.filter((section) => !sections.some((h2) => h2.startsWith(normalise(section))));
    expect(missing).toEqual([]);
    expect(sections.some((h2) => h2 === 'next steps' || h2 === 'see also')).toBe(true);
  });
}
