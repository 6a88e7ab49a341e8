import {test, expect} from '@playwright/test';
import {StreamEngine, defaultScript, toBase64, tone} from '../../src/engines/stream';
import {overWebSocket, presets, type SetTaskMessage} from '../../src/utils/presets';

const CHUNK_MS = 320;
const chunk = toBase64(tone(CHUNK_MS / 1000, 440, 24_000));

type Sent = {message_type: string; data: {code?: string}};

/**
 * The engine's clock is `Date.now()`, set here by hand; the task starts without delay. Each
 * chunk arrives at the given milliseconds after the reply that said the task runs.
 */
async function pacing(arrivals: number[]) {
  const realNow = Date.now;
  let clock = 1_000_000;
  Date.now = () => clock;
  try {
    const engine = new StreamEngine();
    engine.script = {...defaultScript, taskStartDelayMs: 0};
    const sent: Sent[] = [];
    const peer = {send: (text: string) => sent.push(JSON.parse(text) as Sent), close: () => {}, drop: () => {}, open: true};
    const connection = engine.open(peer, {id: 'session', roomName: 'room', ended: false});
    connection.receive(JSON.stringify(overWebSocket(presets[0].message as SetTaskMessage)));
    await new Promise((resolve) => setTimeout(resolve, 10));
    connection.receive(JSON.stringify({message_type: 'get_task', data: {}}));
    expect(sent.map((message) => message.message_type)).toEqual(['current_task']);
    const told = clock;
    for (const at of arrivals) {
      clock = told + at;
      connection.receive(JSON.stringify({message_type: 'input_audio_data', data: {data: chunk}}));
    }
    connection.closed(1000, 'done');
    const warnings = sent.filter((message) => message.message_type === 'warning').map((message) => message.data.code);
    return {violations: engine.violations, maxEarly: engine.maxEarly[0], warnings};
  } finally {
    Date.now = realNow;
  }
}

/** Chunks `from` … `from + chunks - 1`, each arriving in its slot. */
const onTime = (chunks: number, from = 0) => Array.from({length: chunks}, (_, i) => (from + i) * CHUNK_MS);

test('a client that sends each chunk in its slot is not ahead of real time', async () => {
  const result = await pacing(onTime(12));
  expect(result.violations).toEqual([]);
  expect(result.maxEarly).toBeLessThanOrEqual(0);
});

test('a paced stream delivered late is never counted as too fast', async () => {
  // The first eight chunks reach a busy server together, 2.5 s after the task ran; the rest come on time.
  const backlog = Array<number>(8).fill(2500);
  const result = await pacing([...backlog, ...onTime(6, 8)]);
  expect(result.violations).toEqual([]);
  expect(result.maxEarly).toBeLessThanOrEqual(0);
});

test('a client that sends a file in a burst is caught once, with the figure', async () => {
  const burst = Array<number>(12).fill(5);
  const result = await pacing(burst);
  expect(result.maxEarly).toBeCloseTo(11 * 0.32 - 0.005, 3);
  expect(result.violations).toHaveLength(1);
  expect(result.violations[0]).toMatch(/faster than real time: chunk 8 is 2\.2\d s ahead/);
  expect(result.warnings).toContain('AUDIO_STREAM_TOO_FAST');
});
