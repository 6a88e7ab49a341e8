import React from 'react';
import PrimaryMenu from '@theme-original/Navbar/MobileSidebar/PrimaryMenu';
import type PrimaryMenuType from '@theme/Navbar/MobileSidebar/PrimaryMenu';
import type {WrapperProps} from '@docusaurus/types';
import HelpBox from '@site/src/components/HelpBox';

type Props = WrapperProps<typeof PrimaryMenuType>;

export default function PrimaryMenuWrapper(props: Props): React.ReactNode {
  return (
    <>
      <PrimaryMenu {...props} />
      <HelpBox />
    </>
  );
}
