import type {ClientModule} from '@docusaurus/types';
import {loadHighlighter} from '@site/src/components/CodeLines/loadHighlighter';

// The highlighter starts loading when the reader reaches for an internal link
// (pointer over it, touch, keyboard focus) or, at the latest, with the first
// client-side navigation, so that the next page's code blocks are coloured as
// they appear rather than a moment later.

const INTENT_EVENTS = ['pointerover', 'touchstart', 'focusin'] as const;

function loadForLink(event: Event): void {
  if (!(event.target instanceof Element) || !event.target.closest('a[href^="/"]')) return;
  for (const type of INTENT_EVENTS) document.removeEventListener(type, loadForLink, true);
  loadHighlighter().catch(() => {});
}

if (typeof document !== 'undefined') for (const type of INTENT_EVENTS) document.addEventListener(type, loadForLink, {capture: true, passive: true});

const clientModule: ClientModule = {
  onRouteUpdate({location, previousLocation}) {
    if (previousLocation && previousLocation.pathname !== location.pathname) loadHighlighter().catch(() => {});
  },
};

export default clientModule;
