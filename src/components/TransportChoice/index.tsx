import React from 'react';
import AnchoredTable from '@site/src/components/AnchoredTable';
import InlineMarkup from '@site/src/components/InlineMarkup';

const rows = [
  {
    aspect: 'Best for',
    webrtc: 'Browsers and mobile apps',
    ws: 'Servers and backend jobs',
  },
  {
    aspect: 'Audio in',
    webrtc: 'A published mono microphone track, 48 kHz',
    ws: 'Base64 chunks in JSON: `pcm_s16le`, `wav` or `opus`, 16–48 kHz, 1–2 channels',
  },
  {
    aspect: 'Audio out',
    webrtc: 'One track per target language, named `translation_<lang>`',
    ws: 'Base64 `pcm_s16le` (or zlib-compressed), 24 kHz mono',
  },
  {
    aspect: 'Control messages',
    webrtc: 'JSON in reliable data packets',
    ws: 'JSON text frames on the socket',
  },
  {
    aspect: 'Pacing',
    webrtc: 'Real time by nature',
    ws: 'You send one 320 ms chunk every 320 ms',
  },
  {
    aspect: 'Extra listeners',
    webrtc: 'Up to 10 read-only subscriber tokens per session',
    ws: 'One publisher connection per session',
  },
];

/** WebRTC or WebSocket: the rule is browser/mobile → WebRTC, server → WebSocket. */
export default function TransportChoice(): React.ReactNode {
  return (
    <AnchoredTable
      rows={rows}
      rowKey={(row) => row.aspect}
      columns={[
        {heading: 'Aspect', cell: (row) => <strong>{row.aspect}</strong>},
        {heading: 'WebRTC', cell: (row) => <InlineMarkup text={row.webrtc} />},
        {heading: 'WebSocket', cell: (row) => <InlineMarkup text={row.ws} />},
      ]}
    />
  );
}
