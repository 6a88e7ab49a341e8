import type {Config} from '@docusaurus/types';
import {DOCUSAURUS_VERSION} from '@docusaurus/utils';
import semver from 'semver';
import {FASTER_ENABLED} from './constants';

/**
 * The `future` flags. Docusaurus 3.10 renamed `experimental_faster` to `faster`, refuses the old
 * name, and builds pages in worker threads only without the legacy `head` of postBuild (no plugin
 * here reads it); so the flags follow the installed version (`npm run check:upgrade` builds on the newest).
 */
export const future = (
  semver.gte(DOCUSAURUS_VERSION, '3.10.0')
    ? {faster: FASTER_ENABLED, v4: {removeLegacyPostBuildHeadAttribute: true}}
    : {experimental_faster: FASTER_ENABLED}
) as Config['future'];
