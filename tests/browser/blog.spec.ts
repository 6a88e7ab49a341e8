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
