import React from 'react';
import ScrollableTable from '@site/src/components/ScrollableTable';

const rows = [
  {
    aspect: 'Best for',
    webrtc: 'Browsers and mobile apps',
    ws: 'Servers and backend jobs',
  },
  {
    aspect: 'Audio in',
    webrtc: 'A published mono microphone track, 48 kHz',
    ws: 'Base64 chunks in JSON: pcm_s16le, wav or opus, 16–48 kHz, 1–2 channels',
  },
  {
    aspect: 'Audio out',
    webrtc: 'One track per target language, named translation_<lang>',
    ws: 'Base64 pcm_s16le (or zlib-compressed), 24 kHz mono',
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
    <ScrollableTable>
      <thead>
        <tr>
          <th scope="col" />
          <th scope="col">WebRTC</th>
          <th scope="col">WebSocket</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.aspect}>
            <th scope="row">{row.aspect}</th>
            <td>{row.webrtc}</td>
            <td>{row.ws}</td>
          </tr>
        ))}
      </tbody>
    </ScrollableTable>
  );
}
