import path from 'node:path';
import type {PluginConfig} from '@docusaurus/types';
import type {Deployment} from './deployment';
import {UNLISTED_ROUTES} from './content';
import {GENERATED_STATIC_DIR, PROCESSED_SPEC_PATH} from './generated-paths.mjs';
import markdownTwinsPlugin, {type Options} from '../src/plugins/markdown-twins';
import {pluginWith} from './bound-options';

/** Markdown twins of every listed page, /llms.txt, /llms-full.txt, the agent skills and the API catalog (written after the build). */
export function markdownTwins(deployment: Deployment): PluginConfig {
  const root = path.resolve(__dirname, '..');
  const options: Options = {
    excludedRoutes: UNLISTED_ROUTES,
    sources: {
      openapiFile: path.join(root, PROCESSED_SPEC_PATH),
      asyncapiFile: path.join(root, GENERATED_STATIC_DIR, 'asyncapi.yaml'),
      deployment,
    },
    skillsDir: path.join(root, 'agent-skills'),
  };
  return pluginWith(markdownTwinsPlugin, options);
}
