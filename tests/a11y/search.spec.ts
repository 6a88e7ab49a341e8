import {test, expect} from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

// The search page in its states (results, none, a syntax error), in light and
// then dark mode: no WCAG 2.1 A/AA violation.
const states = [
  {name: 'with results', query: 'voice', ready: /documents? found/},
  {name: 'with no results', query: 'zzqxjvw', ready: /No documents were found/},
  {name: 'with a syntax error', query: 'foo:bar', ready: /Unrecognised field/},
];

for (const {name, query, ready} of states) {
  test(`/search ${name} has no accessibility violations, light and dark`, async ({page}) => {
    // Two axe runs over a page of results: minutes on a machine at load average 20.
    test.setTimeout(180_000);
    await page.addInitScript(() => localStorage.setItem('theme', 'light'));
    await page.goto(`/search?q=${encodeURIComponent(query)}`);
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    await expect(page.locator('#__docusaurus_skipToContent_fallback')).toContainText(ready);
    await page.addStyleTag({content: '*, *::before, *::after { transition: none !important; animation: none !important; }'});
    const found: string[] = [];
    for (const theme of ['light', 'dark']) {
      if (theme === 'dark') await page.getByRole('button', {name: /dark and light mode/i}).first().click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      const results = await new AxeBuilder({page}).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      found.push(...results.violations.map((v) => `${theme}: ${v.id}: ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`));
    }
    expect(found).toEqual([]);
  });
}
