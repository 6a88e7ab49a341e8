import {test, expect, type Page} from '../support/test';
import {readDeployment} from '../../config/deployment';
import {gotoHydrated} from '../support/browser';

const deployment = readDeployment();

test.use({viewport: {width: 800, height: 900}});

async function openMenu(page: Page) {
  await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
  const menu = page.locator('.navbar-sidebar');
  await expect(page.locator('.navbar-sidebar--show')).toBeAttached();
  return menu;
}

test('on a docs page the menu shows the docs sidebar, and "← More" leads to the main menu and help box', async ({page}) => {
  await gotoHydrated(page, '/docs/overview');
  const menu = await openMenu(page);
  const back = menu.getByRole('button', {name: '← More'});
  await expect(back).toBeVisible();
  await back.click();
  await expect(menu.getByRole('link', {name: 'Sign in'})).toBeVisible();
  const help = menu.locator('aside', {hasText: 'Have any questions?'});
  await expect(help).toBeVisible();
  await expect(help).toContainText('Contact us by email');
  await expect(help.getByRole('link', {name: deployment.supportEmail})).toHaveAttribute('href', `mailto:${deployment.supportEmail}`);
});

test('the menu closes when the window grows past 996 px', async ({page}) => {
  await gotoHydrated(page, '/');
  await openMenu(page);
  await page.setViewportSize({width: 997, height: 900});
  await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
  await expect(page.getByRole('button', {name: 'Toggle navigation bar'})).toBeHidden();
});

test('the menu stays open at 996 px and closes after a link click', async ({page}) => {
  await gotoHydrated(page, '/');
  const menu = await openMenu(page);
  await page.setViewportSize({width: 996, height: 900});
  await expect(page.locator('.navbar-sidebar--show')).toBeAttached();
  await menu.getByRole('link', {name: 'Blog'}).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
});
