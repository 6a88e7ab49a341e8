import {test, expect} from '../support/test';
import {axeFor, WCAG_TAGS} from '../support/axe';

// The search page's states beyond results (tests/a11y/templates.spec.ts checks a page of results, light and dark):
// no results in light mode, a syntax error in dark mode, no WCAG 2.1 A/AA violation.
const states = [
  {name: 'with no results', query: 'zzqxjvw', ready: /No documents were found/, theme: 'light'},
  {name: 'with a syntax error', query: 'foo:bar', ready: /Unrecognised field/, theme: 'dark'},
];

test('/search with no results and with a syntax error has no accessibility violations', async ({page}) => {
  // Two axe runs: minutes on a machine at load average 20.
  test.setTimeout(180_000);
  const found: string[] = [];
  for (const {name, query, ready, theme} of states) {
    await page.addInitScript((mode) => localStorage.setItem('theme', mode), theme);
    await page.goto(`/search?q=${encodeURIComponent(query)}`);
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    await expect(page.locator('#__docusaurus_skipToContent_fallback')).toContainText(ready);
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await page.addStyleTag({content: '*, *::before, *::after { transition: none !important; animation: none !important; }'});
    const results = await axeFor(page).withTags(WCAG_TAGS).analyze();
    found.push(
      ...results.violations.map(
        (v) =>
          `${name}, ${theme}: ${v.id}: ${v.help} — ${v.nodes
            .slice(0, 3)
            .map((n) => n.target.join(' '))
            .join(' | ')}`,
      ),
    );
  }
  expect(found).toEqual([]);
});
