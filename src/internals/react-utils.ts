import {useMemo} from 'react';

// theme-common exports no path to this file; the seam reaches it where npm installs it.
export * from '../../node_modules/@docusaurus/theme-common/lib/utils/reactUtils.js';

/**
 * theme-common's useShallowMemoObject, with the names ordered by code unit: the stock `localeCompare` loads ICU's
 * collator on a page's first call, during hydration (src/plugins/hydration-without-icu). The order only has to be
 * the same from one render to the next.
 */
export function useShallowMemoObject<O extends object>(obj: O): O {
  const deps = Object.entries(obj).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  // The object's values are its dependencies, as in the stock hook.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => obj, deps.flat());
}
