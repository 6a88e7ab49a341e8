import {useCallback, useRef, useState, type RefObject} from 'react';
import {useLaidOut} from '@site/src/utils/useLaidOut';

/**
 * A code block's wrap button state, in the shape of the stock `useCodeWordWrap`
 * (the buttons of theme-classic 3.8+ read it from their context). Whether the
 * code overflows is read when the browser lays the block out, not on mount,
 * so hydrating a page forces no layout (see useLaidOut). CodeLines applies the
 * wrapping itself.
 */
export function useWordWrap() {
  // Typed as the stock hook's ref, which theme-common declares with React 18's types.
  const codeBlockRef = useRef<HTMLPreElement>(null) as RefObject<HTMLPreElement>;
  const [isEnabled, setIsEnabled] = useState(false);
  const [isCodeScrollable, setIsCodeScrollable] = useState(false);
  useLaidOut(codeBlockRef, (pre) => setIsCodeScrollable(pre.scrollWidth > pre.clientWidth));
  const toggle = useCallback(() => setIsEnabled((enabled) => !enabled), []);
  return {codeBlockRef, isEnabled, isCodeScrollable, toggle} as const;
}
