import type {Page} from '@playwright/test';
import {dropdownRanking, recordSearchWorker} from '../../scripts/lib/search-relevance.mjs';
import {gotoHydrated} from './browser';

/** Opens `route` with the search worker's answers recorded, the navbar box focused. */
export async function openWithSearch(page: Page, route: string) {
  await page.addInitScript(recordSearchWorker);
  await gotoHydrated(page, route);
  const box = page.getByRole('navigation', {name: 'Main'}).getByLabel('Search', {exact: true});
  await box.focus();
  return box;
}

/** The URLs of the dropdown's suggestions for `query`, in the order shown. */
export function suggestionUrls(page: Page, query: string): Promise<string[]> {
  return dropdownRanking(page, query);
}
