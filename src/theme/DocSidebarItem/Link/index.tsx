import React, {type ReactNode} from 'react';
import Link from '@theme-original/DocSidebarItem/Link';
import type LinkType from '@theme/DocSidebarItem/Link';
import type {WrapperProps} from '@docusaurus/types';
import {codeNameLabel} from '@site/src/components/InlineMarkup';

type Props = WrapperProps<typeof LinkType>;

/**
 * A long code name in the sidebar wraps after its underscores and dots, as it does in the text, instead of
 * being cut inside a word ("transcrip|tion"). The stock link renders its label as a child, so a node serves.
 */
export default function DocSidebarItemLinkWrapper(props: Props): ReactNode {
  const label = codeNameLabel(props.item.label);
  if (label === props.item.label) return <Link {...props} />;
  return <Link {...props} item={{...props.item, label: label as string}} />;
}
