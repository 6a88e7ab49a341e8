import React, {isValidElement, type ReactNode} from 'react';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type {Props} from '@theme/CodeBlock';

/** The children as one string when they hold no elements, so the block can be highlighted and copied. */
function plainText(children: ReactNode): string | undefined {
  if (typeof children === 'string') return children;
  const parts = React.Children.toArray(children);
  if (parts.some((child) => isValidElement(child))) return undefined;
  return parts.join('');
}

/**
 * The stock block mounts a second time after hydration so that its inline token
 * colours follow the colour mode. The Prism theme here colours tokens with CSS
 * variables (shared/prism-themes.ts), the server's markup is right in both
 * modes, and each block renders once.
 */
export default function CodeBlock({children, ...props}: Props): ReactNode {
  const text = plainText(children);
  return text === undefined ? <ElementContent {...props}>{children}</ElementContent> : <StringContent {...props}>{text}</StringContent>;
}
