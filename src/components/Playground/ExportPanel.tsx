import React, {useState, type ReactNode} from 'react';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import CodeBlock from '@theme/CodeBlock';
import {pythonProgram, typeScriptProgram, type RecordedRun} from './exportProgram';
import styles from './styles.module.css';

/** The last run as programs for the real API. */
export default function ExportPanel({run}: {run: RecordedRun | null}): ReactNode {
  const [open, setOpen] = useState(false);
  if (!run) {
    return <p className={styles.muted}>Finish a run with End task (Run sample does) to export it as a program.</p>;
  }
  return (
    <details open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className={styles.exportSummary}>
        Show the programs ({run.steps.length} {run.steps.length === 1 ? 'command' : 'commands'} besides set_task and end_task)
      </summary>
      <Tabs groupId="lang" queryString={false}>
        <TabItem value="python" label="Python">
          <CodeBlock language="python" title="playground_session.py">
            {pythonProgram(run)}
          </CodeBlock>
        </TabItem>
        <TabItem value="typescript" label="TypeScript">
          <CodeBlock language="ts" title="playground-session.ts">
            {typeScriptProgram(run)}
          </CodeBlock>
        </TabItem>
      </Tabs>
    </details>
  );
}
