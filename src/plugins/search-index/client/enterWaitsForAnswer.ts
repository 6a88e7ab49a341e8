import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {dropdownAnswerOnItsWay} from './searchByWorker';

/**
 * Enter in the navbar search box opens the first suggestion for what the box
 * holds. Typed fast, Enter can come while the dropdown still shows the
 * suggestions for the text before the last keys, or before the search bar has
 * set up its dropdown (right after a page load): the search bar would open one
 * of the older suggestions, or do nothing. Such an Enter waits for the answer
 * to the text in the box and is pressed again once the dropdown shows it.
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

/** autocomplete.js makes the box a combobox when it sets up the dropdown (the search bar loads it on first focus). */
const hasDropdown = (box: HTMLInputElement) => box.getAttribute('role') === 'combobox';

function dropdownSetUp(box: HTMLInputElement): Promise<void> {
  return new Promise((resolve) => {
    if (hasDropdown(box)) return resolve();
    const observer = new MutationObserver(() => {
      if (!hasDropdown(box)) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(box, {attributes: true, attributeFilter: ['role']});
  });
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

async function enterOnceAnswered(box: HTMLInputElement, typed: string): Promise<void> {
  await dropdownSetUp(box);
  // Set up with text in the box, the search bar asks for its suggestions in the same task.
  await nextTask();
  await dropdownAnswerOnItsWay(typed);
  // The search bar draws the answer in the task that delivered it.
  await nextTask();
  if (box.value === typed && document.activeElement === box) pressEnter(box);
}

function onKeyDown(event: KeyboardEvent): void {
  if (event.key !== 'Enter' || event.isComposing || replayed.has(event)) return;
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
  const box = event.target;
  if (!(box instanceof HTMLInputElement) || !box.matches(SEARCH_BOX)) return;
  const typed = box.value;
  if (!typed.trim() || (hasDropdown(box) && !dropdownAnswerOnItsWay(typed))) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  void enterOnceAnswered(box, typed);
}

if (ExecutionEnvironment.canUseDOM) document.addEventListener('keydown', onKeyDown, true);
