import fs from 'node:fs';
import {test, expect} from '@playwright/test';
import * as cheerio from 'cheerio';
import {builtPageFor} from '../support/paths';

// The blog's listings as built (the stock blog plugin renders them on the server; the browser adds nothing to them).
const posts = ['welcome', 'greetings', 'long-blog-post', 'mdx-blog-post', 'first-blog-post'];
const tags = ['docusaurus', 'facebook', 'greetings', 'hello', 'hola'];

function built(route: string) {
  const file = builtPageFor(route);
  expect(file, `${route} is built`).toBeTruthy();
  return cheerio.load(fs.readFileSync(file!, 'utf8'));
}

test('the blog index lists every post', () => {
  const $ = built('/blog');
  for (const slug of posts) expect($(`article a[href="/blog/${slug}"]`).length, slug).toBeGreaterThan(0);
});

test('the archive, authors and tags pages list their entries', () => {
  expect(built('/blog/archive')('main a[href^="/blog/"]').length).toBe(posts.length);
  const authors = built('/blog/authors');
  expect(authors('h1').text().trim()).not.toBe('');
  expect(authors('main').text()).toContain('Docs Team');
  const tagIndex = built('/blog/tags');
  for (const tag of tags) expect(tagIndex(`main a[href="/blog/tags/${tag}"]`).length, tag).toBe(1);
});

test('every tag page names its tag and lists at least one post', () => {
  for (const tag of tags) {
    const $ = built(`/blog/tags/${tag}`);
    expect($('h1').text().toLowerCase(), tag).toContain(`"${tag}"`);
    expect($('main article').length, tag).toBeGreaterThan(0);
  }
});
