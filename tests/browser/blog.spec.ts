import {test, expect} from '../support/test';
import {gotoHydrated} from '../support/browser';

// The listings (index, archive, authors, tags) are checked in the built HTML: tests/build/blog.spec.ts.

test('the MDX post runs its interactive calculator', async ({page}) => {
  await gotoHydrated(page, '/blog/mdx-blog-post');
  const rate = page.getByLabel('Sample rate (Hz)');
  await rate.fill('16000');
  await page.getByLabel('Chunk duration (ms)').fill('320');
  const output = page.locator('output');
  await expect(output).toContainText('10,240');
  await expect(output).toContainText('13,656');
  await rate.fill('8000');
  await expect(output).toContainText('out of range');
});

test('the "Read more" links of the blog list and a tag page are targets at least 24 px high', async ({page}) => {
  for (const route of ['/blog', '/blog/tags/hello']) {
    await gotoHydrated(page, route);
    const links = page.getByRole('link', {name: /^Read more about /});
    expect(await links.count(), route).toBeGreaterThan(0);
    const heights = await links.evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect().height));
    expect(Math.min(...heights), route).toBeGreaterThanOrEqual(24);
  }
});
