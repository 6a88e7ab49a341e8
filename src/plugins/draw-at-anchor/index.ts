import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {AT_ANCHOR_ATTRIBUTE} from './attribute';

/**
 * A page opened at an anchor sets the attribute before its body is parsed, so that no block is ever laid out at its
 * estimated height (the client module sets it for the links followed in the page).
 */
const AT_ANCHOR_ON_LOAD = `if (location.hash.length > 1) document.documentElement.setAttribute('${AT_ANCHOR_ATTRIBUTE}', '');`;

/** Long pages draw the blocks far below their first screen when the reader nears them, and all of them at an anchor (client/). */
export default function drawAtAnchorPlugin(): Plugin {
  return {
    name: 'draw-at-anchor',
    getClientModules() {
      return [path.join(__dirname, 'client/index.ts')];
    },
    injectHtmlTags() {
      return {headTags: [{tagName: 'script', innerHTML: AT_ANCHOR_ON_LOAD}]};
    },
  };
}
