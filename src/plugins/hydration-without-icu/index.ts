import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {MODULE_SWAPS} from '../../internals/module-swaps';

const SEAM = path.join(__dirname, '../../internals');
/** Each swap of MODULE_SWAPS.withoutIcu and the module of src/internals/ that stands in for it. */
const REPLACEMENTS: [keyof typeof MODULE_SWAPS.withoutIcu, string][] = [
  ['docsClientUtils', 'docs-client-utils.ts'],
  ['reactUtils', 'react-utils.ts'],
  ['intlUtils', 'intl-utils.ts'],
];

/**
 * Keeps ICU out of hydration. A page's first `localeCompare` or `Intl.DateTimeFormat` loads ICU's collation or
 * calendar data: 15–35 ms of main-thread work in the middle of hydration (four times that at Lighthouse's mobile
 * CPU), spent by stock helpers to order two plugin paths or prop names and to write a date in English. Their
 * packages import this site's versions instead (src/internals/), on the server too, so both render the same text.
 */
export default function hydrationWithoutIcu(): Plugin {
  return {
    name: 'hydration-without-icu',
    configureWebpack(_config, _isServer, utils) {
      const {NormalModuleReplacementPlugin} = utils.currentBundler.instance;
      return {
        plugins: REPLACEMENTS.map(([name, file]) => {
          const {context, request} = MODULE_SWAPS.withoutIcu[name];
          return new NormalModuleReplacementPlugin(request, (resolveData: {context?: string; request: string}) => {
            if (context.test(resolveData.context ?? '')) resolveData.request = path.join(SEAM, file);
          });
        }),
      };
    },
  };
}
