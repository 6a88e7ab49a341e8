import React, {type ReactNode} from 'react';
import Link from '@theme-original/DocSidebarItem/Link';
import type LinkType from '@theme/DocSidebarItem/Link';
import type {WrapperProps} from '@docusaurus/types';
import {withNameBreaks} from '@site/src/components/InlineMarkup';

type Props = WrapperProps<typeof LinkType>;

/** A label that is a code name: `partial_translated_transcription`, `voice_options.speed`. */
const CODE_NAME = /^[a-z][a-z0-9]*(?:[._][a-z0-9]+)+$/;

/**
 * A long code name in the sidebar wraps after its underscores and dots, as it does in the text, instead of
 * being cut inside a word ("transcrip|tion"). The stock link renders its label as a child, so a node serves; one
 * span keeps the pieces one flex item of the link, so they wrap as a line and are read as one word.
 */
export default function DocSidebarItemLinkWrapper(props: Props): ReactNode {
  const {label} = props.item;
  if (!CODE_NAME.test(label)) return <Link {...props} />;
  return <Link {...props} item={{...props.item, label: (<span>{withNameBreaks(label)}</span>) as unknown as string}} />;
}
