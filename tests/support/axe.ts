import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';

/** WCAG 2.1 levels A and AA: what every page meets. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * axe for one page, run in the page itself. AxeBuilder's default opens a blank page for every scan to merge the
 * results of frames, which made a scan of /docs/languages take 11.0 s against 6.6 s here; the site has no frames.
 */
export function axeFor(page: Page): AxeBuilder {
  return new AxeBuilder({page}).setLegacyMode(true).options({resultTypes: ['violations']});
}
