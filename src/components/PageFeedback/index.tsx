import React, {useId, useState} from 'react';
import clsx from 'clsx';
import useDeployment from '@site/src/hooks/useDeployment';
import {TWIN_SKIP} from '@site/src/utils/markdownTwin';
import styles from './styles.module.css';

type Answer = 'yes' | 'no';

/** The tag manager's event for one answer. */
export function feedbackEvent(route: string, answer: Answer) {
  return {event: 'page_feedback', page_path: route, helpful: answer};
}

type Props = {
  route: string;
  /** The tag manager container; without one the answer stays in the page. */
  containerId: string;
};

/** "Was this page helpful?" with Yes and No. */
export function FeedbackControl({route, containerId}: Props): React.ReactNode {
  const [answer, setAnswer] = useState<Answer | null>(null);
  const titleId = useId();
  const respond = (value: Answer) => {
    setAnswer(value);
    if (!containerId) return;
    const page = window as Window & {dataLayer?: unknown[]};
    page.dataLayer = page.dataLayer ?? [];
    page.dataLayer.push(feedbackEvent(route, value));
  };
  return (
    <section className={styles.feedback} aria-labelledby={titleId} {...{[TWIN_SKIP.attribute]: TWIN_SKIP.value}}>
      <p id={titleId} className={styles.question}>
        Was this page helpful?
      </p>
      {answer === null && (
        <div className={styles.answers}>
          <button type="button" className={clsx('button button--sm button--outline button--secondary')} onClick={() => respond('yes')}>
            Yes
          </button>
          <button type="button" className={clsx('button button--sm button--outline button--secondary')} onClick={() => respond('no')}>
            No
          </button>
        </div>
      )}
      <p role="status" className={styles.thanks}>
        {answer && 'Thanks for your feedback.'}
      </p>
    </section>
  );
}

/** The feedback control of a docs page; answers go to the tag manager when one is configured. */
export default function PageFeedback({route}: {route: string}): React.ReactNode {
  const {gtmContainerId} = useDeployment();
  return <FeedbackControl route={route} containerId={gtmContainerId} />;
}
