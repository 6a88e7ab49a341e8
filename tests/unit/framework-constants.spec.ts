import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {root} from '../support/paths';
import {SEARCH_SUGGESTION_LIMIT, TOC_MAX_HEADING_LEVEL, TOC_MIN_HEADING_LEVEL} from '../../config/constants';
import {themeConfig} from '../../config/theme';
import {readDeployment} from '../../config/deployment';
import {searchPlugin} from '../../config/search';

// Constants of the product specification (site-spec §9) that the framework
// provides. Reading them from the installed packages makes an upgrade that
// changes one of them fail here instead of silently changing the site.
const source = (file: string) => fs.readFileSync(path.join(root, 'node_modules', file), 'utf8');

test('route-change progress bar: 200 ms delay, minimum 0.08, speed 200 ms, trickle 800 ms', () => {
  expect(source('@docusaurus/theme-classic/lib/nprogress.js')).toMatch(/const delay = 200;/);
  const settings = source('nprogress/nprogress.js');
  expect(settings).toMatch(/minimum: 0\.08,/);
  expect(settings).toMatch(/speed: 200,/);
  expect(settings).toMatch(/trickleSpeed: 800,/);
});

test('search ranking uses BM25 with b = 0.75 and k1 = 1.2', () => {
  const lunr = source('lunr/lunr.js');
  expect(lunr).toMatch(/this\._b = 0\.75\n/);
  expect(lunr).toMatch(/this\._k1 = 1\.2\n/);
});

test('mobile/desktop breakpoint is 996 px and scroll easing is 0.85 per frame', () => {
  expect(source('@docusaurus/theme-common/lib/hooks/useWindowSize.js')).toMatch(/DesktopBreakpoint = 996;/);
  expect(source('@docusaurus/theme-common/lib/utils/scrollUtils.js')).toMatch(/\* 0\.85\)/);
});

test('the site config sets the remaining constants', () => {
  const theme = themeConfig(readDeployment({}));
  expect(theme.tableOfContents).toEqual({minHeadingLevel: TOC_MIN_HEADING_LEVEL, maxHeadingLevel: TOC_MAX_HEADING_LEVEL});
  expect([TOC_MIN_HEADING_LEVEL, TOC_MAX_HEADING_LEVEL]).toEqual([2, 3]);
  expect(theme.colorMode).toMatchObject({defaultMode: 'light', respectPrefersColorScheme: false});
  const options = (searchPlugin as [string, {searchResultLimits: number; searchBarShortcutKeymap: string}])[1];
  expect(options.searchResultLimits).toBe(SEARCH_SUGGESTION_LIMIT);
  expect(SEARCH_SUGGESTION_LIMIT).toBe(8);
  expect(options.searchBarShortcutKeymap).toBe('mod+k');
});
