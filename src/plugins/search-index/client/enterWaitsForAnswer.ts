import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {dropdownAnswerOnItsWay} from './searchByWorker';

/**
 * Enter in the navbar search box opens the first suggestion for what the box
 * holds. Typed fast, Enter can come while the dropdown still shows the
 * suggestions for the text before the last keys: the search bar would open
 * one of those. Such an Enter waits for the answer to the text in the box and
 * is pressed again once the dropdown shows it.
 */
const SEARCH_BOX = '.navbar input.navbar__search-input';
const replayed = new WeakSet<Event>();

function pressEnter(box: HTMLInputElement): void {
  const event = new KeyboardEvent('keydown', {key: 'Enter', code: 'Enter', bubbles: true, cancelable: true});
  // The search bar's autocomplete.js reads the legacy key codes.
  for (const name of ['keyCode', 'which']) Object.defineProperty(event, name, {get: () => 13, enumerable: true});
  replayed.add(event);
  box.dispatchEvent(event);
}

function onKeyDown(event: KeyboardEvent): void {
  if (event.key !== 'Enter' || event.isComposing || replayed.has(event)) return;
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
  const box = event.target;
  if (!(box instanceof HTMLInputElement) || !box.matches(SEARCH_BOX)) return;
  const typed = box.value;
  const answer = dropdownAnswerOnItsWay(typed);
  if (!answer) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  void answer.then(() =>
    // After the search bar has drawn the answer (in the task that delivered it).
    setTimeout(() => {
      if (box.value === typed && document.activeElement === box) pressEnter(box);
    }),
  );
}

if (ExecutionEnvironment.canUseDOM) document.addEventListener('keydown', onKeyDown, true);
