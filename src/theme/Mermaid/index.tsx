import React, {Suspense, lazy, useEffect, useRef, useState} from 'react';
import type {Props} from '@theme/Mermaid';
import styles from './styles.module.css';

// The diagram library is large; load it only when a diagram is about to be seen.
const OriginalMermaid = lazy(() => import('@theme-original/Mermaid'));

function useNearViewport<T extends Element>(): [React.RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return undefined;
    if (!('IntersectionObserver' in window)) {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      {rootMargin: '400px 0px'},
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return [ref, near];
}

export default function Mermaid(props: Props): React.ReactNode {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  const placeholder = <div className={styles.placeholder} aria-hidden="true" />;
  return (
    // The source stays in the HTML for the page's Markdown twin.
    <div ref={ref} className={styles.frame} data-diagram-source={props.value}>
      {near ? (
        <Suspense fallback={placeholder}>
          <OriginalMermaid {...props} />
        </Suspense>
      ) : (
        placeholder
      )}
    </div>
  );
}
