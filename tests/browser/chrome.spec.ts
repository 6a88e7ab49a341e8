import {test, expect} from '../support/test';
import {readDeployment} from '../../config/deployment';
import {gotoHydrated, watchConsole} from '../support/browser';

const deployment = readDeployment();

test('navbar has the title, external Sign in and About links, search and colour toggle', async ({page}) => {
  const console = watchConsole(page);
  await gotoHydrated(page, '/');
  const navbar = page.getByRole('navigation', {name: 'Main'});
  await expect(navbar.getByRole('link', {name: 'API Documentation'}).first()).toBeVisible();
  const signIn = navbar.getByRole('link', {name: 'Sign in'});
  await expect(signIn).toHaveAttribute('href', deployment.appUrl);
  await expect(signIn).toHaveAttribute('target', '_blank');
  const about = navbar.getByRole('link', {name: 'About'});
  await expect(about).toHaveAttribute('href', deployment.aboutUrl);
  await expect(about).toHaveAttribute('target', '_blank');
  await expect(navbar.getByLabel('Search', {exact: true})).toBeVisible();
  await expect(navbar.getByRole('button', {name: /dark and light mode/i})).toBeVisible();
  const signInBox = await signIn.boundingBox();
  const viewport = page.viewportSize()!;
  expect(signInBox!.x).toBeGreaterThan(viewport.width / 2);
  console.expectClean();
});

test('footer has no link columns, only the copyright line with address and email', async ({page}) => {
  await gotoHydrated(page, '/docs/overview');
  const footer = page.locator('footer');
  await expect(footer.locator('.footer__links')).toHaveCount(0);
  const copyright = footer.locator('.footer__copyright');
  await expect(copyright).toContainText(deployment.companyAddress);
  await expect(copyright.getByRole('link', {name: deployment.supportEmail})).toHaveAttribute('href', `mailto:${deployment.supportEmail}`);
});

test('the skip link is the first stop and moves focus to the content', async ({page}) => {
  await gotoHydrated(page, '/docs/overview');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', {name: 'Skip to main content'});
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  // Focus moves to <main>; the next Tab lands on the first control inside it, past navbar and sidebar.
  await page.keyboard.press('Tab');
  const inMain = await page.evaluate(() => !!document.activeElement?.closest('main'));
  expect(inMain).toBe(true);
});

test('the docs sidebar has both headings and ends with the API Swagger link', async ({page}) => {
  await gotoHydrated(page, '/docs/overview');
  const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
  await expect(sidebar.getByText('Documentation', {exact: true})).toBeVisible();
  await expect(sidebar.getByText('API Reference', {exact: true})).toBeVisible();
  const links = sidebar.getByRole('link');
  const last = links.last();
  await expect(last).toHaveText(/API Swagger/);
  await expect(last).toHaveAttribute('href', deployment.swaggerUrl);
});

test('the table of contents lists heading levels 2 and 3 only', async ({page}) => {
  await gotoHydrated(page, '/docs/overview');
  const toc = page.locator('.table-of-contents').first();
  await expect(toc.locator(':scope > li > a').first()).toBeVisible();
  await expect(toc.locator(':scope > li > ul > li > a').first()).toBeAttached();
  await expect(toc.locator(':scope > li > ul > li > ul')).toHaveCount(0);
  const h2 = await page.locator('article h2').count();
  const topLevel = await toc.locator(':scope > li').count();
  expect(topLevel).toBe(h2);
});

test('colour mode starts light, ignores the OS preference and survives a reload', async ({page}) => {
  await page.emulateMedia({colorScheme: 'dark'});
  await gotoHydrated(page, '/docs/overview');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.getByRole('button', {name: /dark and light mode/i}).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
});

test('opening a sidebar category collapses the one that was open', async ({page}) => {
  await gotoHydrated(page, '/docs/overview');
  const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
  const expandButton = (label: string) => sidebar.locator('.menu__list-item-collapsible', {hasText: label}).getByRole('button');
  await expandButton('Authentication').click();
  await expect(sidebar.getByRole('link', {name: 'Obtaining API keys'})).toBeVisible();
  await expandButton('Quick Start').click();
  await expect(sidebar.getByRole('link', {name: 'WebSockets', exact: true})).toBeVisible();
  await expect(sidebar.getByRole('link', {name: 'Obtaining API keys'})).toBeHidden();
});

test('links in running text are underlined; a link drawn as a button in a guide is not', async ({page}) => {
  await gotoHydrated(page, '/docs/examples/live-audio');
  const decoration = (selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((link) => getComputedStyle(link).textDecorationLine);
  expect(await decoration('.markdown p > a:not(.button)')).toBe('underline');
  expect(await decoration('.markdown a.button')).toBe('none');
});
