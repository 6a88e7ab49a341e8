import type {ClientModule} from '@docusaurus/types';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

/**
 * A link to an element inside a closed `<details>` (a folded API field, from a
 * deep link or a search result) opens every fold around it and scrolls to it:
 * the scroll Docusaurus and the browser make finds nothing to show while the
 * element is folded. Docusaurus' own animated Details keep their state in React
 * and are left alone.
 */
function revealTarget(hash: string): void {
  if (!hash) return;
  const target = document.getElementById(decodeURIComponent(hash.slice(1)));
  let opened = false;
  for (let fold = target?.closest('details'); fold; fold = fold.parentElement?.closest('details')) {
    if (fold.open || fold.hasAttribute('data-collapsed')) continue;
    fold.open = true;
    opened = true;
  }
  if (opened) target!.scrollIntoView();
}

if (ExecutionEnvironment.canUseDOM) window.addEventListener('hashchange', () => revealTarget(window.location.hash));

const clientModule: ClientModule = {
  onRouteDidUpdate({location}) {
    revealTarget(location.hash);
  },
};

export default clientModule;
