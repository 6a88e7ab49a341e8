import {test, expect} from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

// The search page in its states (results, none, a syntax error), light and
// dark: no WCAG 2.1 A/AA violation.
const states = [
  {name: 'with results', query: 'voice', ready: /documents? found/},
  {name: 'with no results', query: 'zzqxjvw', ready: /No documents were found/},
  {name: 'with a syntax error', query: 'foo:bar', ready: /Unrecognised field/},
];

for (const theme of ['light', 'dark']) {
  for (const {name, query, ready} of states) {
    test(`/search ${name} has no accessibility violations (${theme})`, async ({page}) => {
      await page.addInitScript((mode) => localStorage.setItem('theme', mode), theme);
      await page.goto(`/search?q=${encodeURIComponent(query)}`);
      await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expect(page.locator('#__docusaurus_skipToContent_fallback')).toContainText(ready);
      await page.addStyleTag({content: '*, *::before, *::after { transition: none !important; animation: none !important; }'});
      const results = await new AxeBuilder({page}).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
    });
  }
}
