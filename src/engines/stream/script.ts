/** What the simulated pipeline says and when: canned transcripts and translations, timed by the audio received. */
export type StreamScript = {
  /** Spoken lines; each covers `seconds` (or `segmentSeconds`) of received audio. */
  segments: {
    source: string;
    translations: Record<string, string>;
    seconds?: number;
    /** How the pipeline renders a source term (lower case) per target language when no glossary says otherwise. */
    terms?: Record<string, Record<string, string>>;
  }[];
  segmentSeconds: number;
  /** How long the pipeline takes to start after `set_task` (get_task answers NOT_FOUND meanwhile). */
  taskStartDelayMs: number;
  /** Answer `set_task` with this error instead of starting the task. */
  rejectSetTask?: {code: string; desc: string; param: string | null; details: {loc: (string | number)[]; msg: string}[] | null};
  /** Cut the connection (no close frame) after this many audio chunks. */
  dropAfterChunks?: number;
  /**
   * Hold back the last speech chunk of every even segment until the next segment's speech is out:
   * segments interleave, as the contract allows, while each segment's own chunks stay in order.
   */
  interleaveSpeech?: boolean;
};

export const defaultScript: StreamScript = {
  segments: [
    {source: 'Good morning everyone.', translations: {es: 'Buenos días a todos.'}},
    {source: 'Thank you for joining us today.', translations: {es: 'Gracias por acompañarnos hoy.'}},
    {source: 'Let us begin.', translations: {es: 'Empecemos.'}},
  ],
  segmentSeconds: 1.0,
  taskStartDelayMs: 1200,
};
