import React from 'react';
import clsx from 'clsx';
import ScrollFrame from '@site/src/components/ScrollFrame';
import styles from './styles.module.css';

type Props = {
  /** Text alternative: the diagram's accTitle/accDescr, or what it shows. */
  alt: string;
  width: number | string;
  height: number | string;
  /** URLs of the SVG files drawn at build time for each colour mode. */
  light: string;
  dark: string;
};

/**
 * A diagram drawn at build time (`remark-static-diagrams`). The colour mode
 * shows one of the two files; the hidden one, lazy and `display: none`, is not
 * fetched. On desktop the drawing keeps its natural size (legible text) and
 * scrolls sideways when wider than the column; narrower screens fit it to the
 * width, and tapping it opens the file at full size.
 */
export default function Diagram({alt, width, height, light, dark}: Props): React.ReactNode {
  return (
    <div className={clsx('static-diagram', styles.diagram)}>
      <ScrollFrame label={() => `Diagram: ${alt} (scrollable)`}>
        {(['light', 'dark'] as const).map((mode) => {
          const src = mode === 'light' ? light : dark;
          return (
            <a key={mode} href={src} className={clsx(styles.link, styles[mode])}>
              <img className={styles.image} src={src} alt={alt} width={width} height={height} loading="lazy" decoding="async" />
            </a>
          );
        })}
      </ScrollFrame>
      <p className={styles.hint} aria-hidden="true">
        Tap the diagram to open it at full size.
      </p>
    </div>
  );
}
