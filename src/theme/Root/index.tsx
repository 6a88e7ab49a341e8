import React, {useEffect, type ReactNode} from 'react';
import Root from '@theme-original/Root';
import type RootType from '@theme/Root';
import type {WrapperProps} from '@docusaurus/types';
import {markHydrated} from '@site/src/utils/hydration';

type Props = WrapperProps<typeof RootType>;

/** The stock Root, plus the end of hydration marked once the first commit's effects below it have run. */
export default function RootWrapper(props: Props): ReactNode {
  useEffect(markHydrated, []);
  return <Root {...props} />;
}
