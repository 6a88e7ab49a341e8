import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {nameOf} from '@site/src/components/LanguageMatrix/data';
import type {Transcript} from './runner';
import styles from './styles.module.css';

/** The source transcript and each translation as they arrive; interim text in italics until it is final. */
export default function Transcripts({transcripts, source}: {transcripts: Record<string, Transcript[]>; source: string}): ReactNode {
  const keys = ['source', ...Object.keys(transcripts).filter((key) => key !== 'source')];
  return (
    <div className={styles.transcripts}>
      {keys.map((key) => (
        <section
          key={key}
          className={styles.transcript}
          aria-label={key === 'source' ? 'Source transcript' : `Translation into ${nameOf(key)}`}>
          <h4 className={styles.transcriptHeading}>{key === 'source' ? `Source (${nameOf(source)})` : `${nameOf(key)} (${key})`}</h4>
          <p className={styles.transcriptText} data-language={key}>
            {(transcripts[key] ?? []).length === 0
              ? '…'
              : transcripts[key].map((item) => (
                  <span key={item.id} className={clsx(!item.final && styles.interim)}>
                    {item.text}{' '}
                  </span>
                ))}
          </p>
        </section>
      ))}
    </div>
  );
}
