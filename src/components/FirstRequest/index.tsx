import React from 'react';
import CodeBlock from '@theme/CodeBlock';
import useDeployment from '@site/src/hooks/useDeployment';

/** The first REST call every integration makes: create a streaming session. */
export default function FirstRequest(): React.ReactNode {
  const {apiBaseUrl} = useDeployment();
  const command = [
    `curl -X POST ${apiBaseUrl}/session-storage/session \\`,
    '  -H "ClientId: <CLIENT_ID>" \\',
    '  -H "ClientSecret: <CLIENT_SECRET>" \\',
    '  -H "Content-Type: application/json" \\',
    `  -d '{"data": {"subscriber_count": 0, "publisher_can_subscribe": true}}'`,
  ].join('\n');
  return (
    <CodeBlock language="bash" title="Create a streaming session">
      {command}
    </CodeBlock>
  );
}
