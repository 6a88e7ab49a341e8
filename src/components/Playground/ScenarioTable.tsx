import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import AnchoredTable from '@site/src/components/AnchoredTable';
import {outcomeHref, scenarios, type Scenario} from './scenarios';

function Answer({scenario}: {scenario: Scenario}): ReactNode {
  const {expect, reveals = []} = scenario;
  if (!expect) {
    return reveals.map((type, index) => (
      <React.Fragment key={type}>
        {index > 0 ? ', ' : ''}
        <code>{type}</code>
      </React.Fragment>
    ));
  }
  if (expect.kind === 'handshake') {
    return (
      <>
        HTTP {expect.status} with <Link to={outcomeHref(expect)}>{expect.code}</Link>
      </>
    );
  }
  return (
    <>
      <code>{expect.kind}</code> <Link to={outcomeHref(expect)}>{expect.code}</Link>
    </>
  );
}

/** The playground's scenarios: what each one does and what the server answers. */
export default function ScenarioTable(): ReactNode {
  return (
    <AnchoredTable
      caption="Playground scenarios"
      hideCaption
      rows={scenarios.filter((scenario) => scenario.expect || scenario.reveals)}
      rowKey={(scenario) => scenario.name}
      columns={[
        {
          heading: 'Scenario',
          cell: (scenario) => (
            <Link to={`/docs/playground?scenario=${scenario.name}`}>
              <code>{scenario.name}</code>
            </Link>
          ),
        },
        {heading: 'What the client does', cell: (scenario) => scenario.does},
        {heading: 'What the server answers', cell: (scenario) => <Answer scenario={scenario} />},
      ]}
    />
  );
}
