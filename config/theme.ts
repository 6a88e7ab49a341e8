import type * as Preset from '@docusaurus/preset-classic';
import type {Deployment} from './deployment';
import {navbar} from './navbar';
import {footer} from './footer';
import {TOC_MAX_HEADING_LEVEL, TOC_MIN_HEADING_LEVEL} from './constants';
import {prismTheme} from '../shared/prism-themes';

/** Prism languages registered besides prism-react-renderer's own, in the browser and at build time (remark-code-runs). */
export const PRISM_LANGUAGES = ['bash', 'json', 'python', 'typescript', 'go', 'yaml', 'toml', 'http', 'csv'];

export function themeConfig(deployment: Deployment) {
  return {
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: false,
    },
    announcementBar: undefined,
    navbar: navbar(deployment),
    footer: footer(deployment),
    docs: {
      sidebar: {hideable: true, autoCollapseCategories: true},
    },
    tableOfContents: {
      minHeadingLevel: TOC_MIN_HEADING_LEVEL,
      maxHeadingLevel: TOC_MAX_HEADING_LEVEL,
    },
    prism: {
      theme: prismTheme,
      darkTheme: prismTheme,
      additionalLanguages: PRISM_LANGUAGES,
    },
  } satisfies Preset.ThemeConfig;
}
