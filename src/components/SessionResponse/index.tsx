import React from 'react';
import CodeBlock from '@theme/CodeBlock';
import useDeployment from '@site/src/hooks/useDeployment';

const CREATED_AT = Date.parse('2025-03-14T09:26:53.589Z');

type Props = {
  /** The `ttl_seconds` of the request shown beside it: `expires_at` is `created_at` plus this. */
  ttlSeconds: number;
  /** The request's `subscriber_count`. */
  subscribers?: number;
};

/** The `201 Created` reply of create-streaming-session, matching the request on the same page. */
export default function SessionResponse({ttlSeconds, subscribers = 0}: Props): React.ReactNode {
  const {streamWebrtcUrl, streamWsUrl, streamTtsUrl} = useDeployment();
  const reply = {
    ok: true,
    data: {
      id: 'k3v9x2m7.50ff0fa2.e41b7c09',
      publisher: '<PUBLISHER_JWT>',
      subscriber: Array.from({length: subscribers}, (_, index) => `<SUBSCRIBER_JWT_${index + 1}>`),
      webrtc_room_name: '50ff0fa2',
      webrtc_url: streamWebrtcUrl,
      ws_url: streamWsUrl,
      ws_tts_url: streamTtsUrl,
      intent: 'api',
      created_at: new Date(CREATED_AT).toISOString(),
      expires_at: new Date(CREATED_AT + ttlSeconds * 1000).toISOString(),
    },
  };
  return <CodeBlock language="json">{JSON.stringify(reply, null, 2)}</CodeBlock>;
}
