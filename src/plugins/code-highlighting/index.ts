import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {MODULE_SWAPS} from '../../internals/module-swaps';

const EAGER_PRISM_MODULE = MODULE_SWAPS.eagerPrism;
/** What CodeLines highlights with: at once on the server, after loading Prism in the browser. */
const HIGHLIGHTER = /src[\\/]components[\\/]CodeLines[\\/]Highlighter\.tsx$/;
const BROWSER_HIGHLIGHTER = path.join(__dirname, '../../components/CodeLines/HighlightedLinesWhenLoaded.tsx');

/**
 * Keeps Prism off the first load: code blocks keep their server-rendered
 * highlighting (components/CodeLines). Markdown code blocks carry their
 * colouring from the build (remark-code-runs.ts, in config/content.ts), so a
 * page rendered in the browser draws them without Prism; Prism with its extra
 * languages is loaded only for the blocks that have none (code made by
 * components, numbered or highlighted lines).
 */
export default function codeHighlightingPlugin(): Plugin {
  return {
    name: 'code-highlighting',
    configureWebpack(_config, isServer, utils) {
      const {NormalModuleReplacementPlugin} = utils.currentBundler.instance;
      if (isServer) return {};
      return {
        plugins: [
          new NormalModuleReplacementPlugin(EAGER_PRISM_MODULE, path.join(__dirname, 'client/no-eager-prism.ts')),
          new NormalModuleReplacementPlugin(HIGHLIGHTER, BROWSER_HIGHLIGHTER),
        ],
      };
    },
    getClientModules() {
      return [path.join(__dirname, 'client/highlighter-on-navigation.ts')];
    },
  };
}
