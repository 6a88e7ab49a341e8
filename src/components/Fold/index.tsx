import React, {type ReactNode} from 'react';
import styles from './styles.module.css';

type Props = {
  /** How many things the fold holds, and what they are ("field", "example", "header"). */
  count: number;
  noun: string;
  /** The plural of `noun` when it is not `noun` and an "s" ("error replies"). */
  plural?: string;
  /** The things held, named after the count ("400, 401, 429"): what a reader looks for without opening. */
  names?: string;
  /** Path of the object (or array) whose fields these are. */
  path?: string;
  /** The fields are those of each item of an array. */
  each?: boolean;
  /** Anchor of the fold itself: a link to it opens it. */
  id?: string;
  children: ReactNode;
};

/**
 * Part of an API page folded behind a native disclosure that says how many
 * things it holds: the fields of a nested object (under the object's row), a
 * reply's headers, a body's examples, the error replies. Folded content stays
 * in the HTML (search, find in page, Markdown twins), and a link to an element
 * inside opens the fold (src/clientModules/openFoldedTarget.ts).
 */
export default function Fold({count, noun, plural = `${noun}s`, names, path, each = false, id, children}: Props): ReactNode {
  return (
    <details className={styles.fold} id={id}>
      <summary className={styles.summary}>
        {count} {count === 1 ? noun : plural}
        {path ? (
          <>
            {' '}
            in {each ? 'each item of ' : ''}
            <code>{path}</code>
          </>
        ) : null}
        {names ? `: ${names}` : null}
      </summary>
      <div className={styles.content}>{children}</div>
    </details>
  );
}
