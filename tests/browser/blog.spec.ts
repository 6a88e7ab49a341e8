import {test, expect} from '@playwright/test';
import {gotoHydrated} from '../support/browser';

const posts = ['welcome', 'greetings', 'long-blog-post', 'mdx-blog-post', 'first-blog-post'];
const tags = ['docusaurus', 'facebook', 'greetings', 'hello', 'hola'];

test('the blog index lists every post', async ({page}) => {
  await gotoHydrated(page, '/blog');
  for (const slug of posts) {
    await expect(page.locator(`article a[href="/blog/${slug}"]`).first()).toBeAttached();
  }
});

test('the archive, authors and tags pages list their entries', async ({page}) => {
  await gotoHydrated(page, '/blog/archive');
  await expect(page.locator('main a[href^="/blog/"]')).toHaveCount(posts.length);
  await gotoHydrated(page, '/blog/authors');
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  await expect(page.locator('main')).toContainText('Docs Team');
  await gotoHydrated(page, '/blog/tags');
  for (const tag of tags) {
    await expect(page.locator(`main a[href="/blog/tags/${tag}"]`)).toBeVisible();
  }
});

for (const tag of tags) {
  test(`the tag page /blog/tags/${tag} lists at least one post`, async ({page}) => {
    await gotoHydrated(page, `/blog/tags/${tag}`);
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    await expect(page.locator('article').first()).toBeVisible();
  });
}

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
