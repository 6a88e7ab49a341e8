import React, {useEffect, useId, useMemo, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import useDeployment from '@site/src/hooks/useDeployment';
import {formatNumber} from '@site/src/utils/formatNumber';
import {useSetTaskCheck} from '@site/src/components/SettingsValidator/checker';
import Verdict from '@site/src/components/SettingsValidator/Verdict';
import {parseJson} from '@site/src/components/SettingsValidator/validation';
import clipData from '@site/shared/data/playground-clip.json';
import {Runner, initialState, type RunnerState} from './runner';
import {outcomeHref, outcomeLabel, scenarioNamed, scenarios, type Scenario} from './scenarios';
import {
  CLIP_TARGETS,
  PRESETS,
  SAMPLE_RATES,
  SOURCE_LANGUAGES,
  TARGET_LANGUAGES,
  defaultChoice,
  settingsFor,
  type TaskChoice,
  type TaskData,
} from './settings';
import {sharedSessions, type TabSession} from '@site/src/utils/tabSessions';
import {warmUp} from './simulation/client';
import MessageLog from './MessageLog';
import Transcripts from './Transcripts';
import Composer from './Composer';
import ExportPanel from './ExportPanel';
import styles from './styles.module.css';

const PHASES: Record<RunnerState['phase'], string> = {
  idle: 'Not connected',
  connecting: 'Connecting…',
  open: 'Connected: waiting for set_task',
  starting: 'set_task sent: polling get_task until the task runs',
  streaming: 'Streaming audio',
  paused: 'Paused (pause_task sent)',
  ending: 'end_task sent: waiting for eos and the close',
  closed: 'Closed',
};

function useRunner(wsUrl: string, apiBaseUrl: string): [Runner | null, RunnerState] {
  const [runner, setRunner] = useState<Runner | null>(null);
  const [state, setState] = useState<RunnerState>(initialState);
  useEffect(() => {
    const created = new Runner(wsUrl, apiBaseUrl);
    setRunner(created);
    const unsubscribe = created.subscribe(setState);
    return () => {
      unsubscribe();
      created.dispose();
    };
  }, [wsUrl, apiBaseUrl]);
  return [runner, state];
}

function Latency({label, ms}: {label: string; ms: number | undefined}): ReactNode {
  return (
    <div className={styles.latency}>
      <dt>{label}</dt>
      <dd>{ms === undefined ? '—' : `${ms} ms`}</dd>
    </div>
  );
}

/** The options of a language menu, each named with its code. */
function LanguageOptions({languages}: {languages: {code: string; name: string}[]}): ReactNode {
  return languages.map((language) => (
    <option key={language.code} value={language.code}>
      {language.name} ({language.code})
    </option>
  ));
}

function ExpectedOutcome({scenario, state}: {scenario: Scenario; state: RunnerState}): ReactNode {
  const {expect} = scenario;
  if (!expect) return null;
  const seen = state.log.some((entry) => entry.direction === 'received' && entry.code === String(expect.code));
  return (
    <p className={clsx(styles.expect, seen && styles.expectSeen)} data-seen={seen}>
      {seen ? 'Seen: ' : 'Expect: '}
      <Link to={outcomeHref(expect)}>{outcomeLabel(expect)}</Link>
      {seen ? ' (open it in the log below)' : ''}
    </p>
  );
}

/**
 * The streaming playground: a speech-to-speech session against the protocol
 * engine running in a Web Worker. Nothing leaves the page.
 */
export default function Playground(): ReactNode {
  const id = useId();
  const {streamWsUrl, apiBaseUrl} = useDeployment();
  const {search} = useLocation();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const [runner, state] = useRunner(streamWsUrl, apiBaseUrl);
  const [scenario, setScenario] = useState<Scenario>(() => scenarioNamed(params.get('scenario')));
  const [choice, setChoice] = useState<TaskChoice>(defaultChoice);
  const [chunkMs, setChunkMs] = useState(320);
  const [text, setText] = useState(() => JSON.stringify({message_type: 'set_task', data: settingsFor(defaultChoice)}, null, 2));
  const [playLanguage, setPlayLanguage] = useState(defaultChoice.targets[0]);
  const [muted, setMuted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [token, setToken] = useState('');
  const [consoleSessions, setConsoleSessions] = useState<TabSession[]>([]);
  const check = useSetTaskCheck(text);
  const composer = useRef<HTMLElement>(null);

  useEffect(() => setScenario(scenarioNamed(params.get('scenario'))), [params]);
  useEffect(() => setConsoleSessions(sharedSessions()), []);
  useEffect(() => {
    if (params.get('message')) composer.current?.scrollIntoView({block: 'start'});
  }, [params]);
  useEffect(() => {
    if (runner) runner.language = playLanguage;
  }, [runner, playLanguage]);
  useEffect(() => {
    if (runner) runner.muted = muted;
  }, [runner, muted]);

  /** Changes some of the task's choices and writes the set_task message for them into the editor. */
  const applyChoice = (change: Partial<TaskChoice>) => {
    const next = {...choice, ...change};
    setChoice(next);
    setText(JSON.stringify({message_type: 'set_task', data: settingsFor(next)}, null, 2));
    if (!next.targets.includes(playLanguage)) setPlayLanguage(next.targets[0]);
  };

  /** The `set_task` data from the editor with the scenario's changes; null when the editor does not hold a message. */
  const taskData = (): TaskData | null => {
    const parsed = parseJson(text);
    if (!parsed.ok || typeof parsed.value !== 'object' || parsed.value === null) return null;
    const data = structuredClone((parsed.value as {data?: TaskData}).data);
    if (!data?.input_stream?.source || !data.pipeline?.translations) return null;
    scenario.settings?.(data);
    if (scenario.wavDeclaredAs) Object.assign(data.input_stream.source, {format: 'wav', sample_rate: scenario.wavDeclaredAs, channels: 1});
    return data;
  };

  const run = async (source: 'clip' | 'microphone') => {
    if (!runner || busy) return;
    const data = taskData();
    if (!data) return;
    setBusy(true);
    try {
      if (!runner.connected && !(await runner.connect(scenario, playLanguage, token))) return;
      if (!(await runner.startTask(data, chunkMs, scenario))) return;
      if (source === 'clip') {
        await runner.streamClip(data, scenario.chunkMs ?? chunkMs, scenario);
        runner.endTask();
      } else {
        await runner.streamMicrophone(data, chunkMs);
      }
    } catch (error) {
      const denied = error instanceof DOMException && error.name === 'NotAllowedError';
      runner.note(
        denied
          ? 'The microphone was not allowed: check the site permission in the address bar.'
          : `${error instanceof Error ? error.message : String(error)}`,
      );
    } finally {
      setBusy(false);
    }
  };

  const connect = async () => {
    if (!runner || busy) return;
    setBusy(true);
    await runner.connect(scenario, playLanguage, token);
    setBusy(false);
  };

  const connected = ['open', 'starting', 'streaming', 'paused', 'ending'].includes(state.phase);
  const settingsInvalid = check.state === 'syntax' || (check.state === 'checked' && check.problems.length > 0);
  // A task starts on a new connection or an open one that runs none.
  const cannotRun = !runner || busy || settingsInvalid || (connected && state.phase !== 'open');
  const ids = {
    scenario: `${id}-scenario`,
    editor: `${id}-editor`,
    preset: `${id}-preset`,
    source: `${id}-source`,
    targets: `${id}-targets`,
    rate: `${id}-rate`,
    chunk: `${id}-chunk`,
    play: `${id}-play`,
    token: `${id}-token`,
  };

  return (
    <div className={styles.playground} onPointerEnter={warmUp} onFocus={warmUp}>
      <div className={styles.columns}>
        <section className={styles.panel} aria-labelledby={`${id}-task`}>
          <h3 id={`${id}-task`} className={styles.panelHeading}>
            1. The task
          </h3>
          <div className={styles.fields}>
            <label htmlFor={ids.preset}>Preset</label>
            <select
              id={ids.preset}
              className={styles.select}
              value={choice.preset}
              onChange={(event) => applyChoice({preset: event.target.value})}>
              {PRESETS.map((preset) => (
                <option key={preset.name} value={preset.name}>
                  {preset.label}
                </option>
              ))}
            </select>
            <label htmlFor={ids.source}>Source language</label>
            <select
              id={ids.source}
              className={styles.select}
              value={choice.source}
              onChange={(event) => applyChoice({source: event.target.value})}>
              <LanguageOptions languages={SOURCE_LANGUAGES} />
            </select>
            <label htmlFor={ids.targets} className={styles.wide}>
              Target languages
            </label>
            <select
              id={ids.targets}
              multiple
              size={6}
              aria-describedby={`${id}-targets-help`}
              className={styles.languages}
              value={choice.targets}
              onChange={(event) => {
                const targets = Array.from(event.target.selectedOptions, (option) => option.value);
                if (targets.length > 0) applyChoice({targets});
              }}>
              <LanguageOptions languages={TARGET_LANGUAGES} />
            </select>
            <label htmlFor={ids.rate}>Input sample rate</label>
            <select
              id={ids.rate}
              className={styles.select}
              value={choice.sampleRate}
              onChange={(event) => applyChoice({sampleRate: Number(event.target.value)})}>
              {SAMPLE_RATES.map((rate) => (
                <option key={rate} value={rate}>
                  {formatNumber(rate)} Hz
                </option>
              ))}
            </select>
            <label htmlFor={ids.chunk}>Chunk length (ms)</label>
            <input
              id={ids.chunk}
              className={styles.number}
              type="number"
              min={20}
              max={1000}
              step={10}
              value={chunkMs}
              onChange={(event) => setChunkMs(Math.max(20, Math.min(1000, Number(event.target.value) || 320)))}
            />
          </div>
          <p className={styles.muted} id={`${id}-targets-help`}>
            <span className={styles.pointerOnly}>Ctrl-click (Cmd-click on a Mac) picks several targets.</span>
            <span className={styles.touchOnly}>The list takes several targets: tap each one.</span> The sample clip says three English
            lines; it has scripted translations into {CLIP_TARGETS.join(', ')}. Other targets come back as the English text marked with
            their code.
          </p>
          <label htmlFor={ids.editor} className={styles.editorLabel}>
            set_task message (JSON)
          </label>
          <textarea
            id={ids.editor}
            className={clsx(styles.editor, settingsInvalid && styles.editorInvalid)}
            value={text}
            spellCheck={false}
            onChange={(event) => setText(event.target.value)}
            aria-describedby={`${id}-verdict`}
            aria-invalid={settingsInvalid}
          />
          <div id={`${id}-verdict`} aria-live="polite">
            <Verdict result={check} />
          </div>
        </section>

        <section className={styles.panel} aria-labelledby={`${id}-run`}>
          <h3 id={`${id}-run`} className={styles.panelHeading}>
            2. Run it
          </h3>
          <label htmlFor={ids.scenario} className={styles.editorLabel}>
            Scenario
          </label>
          <select
            id={ids.scenario}
            className={styles.select}
            value={scenario.name}
            onChange={(event) => setScenario(scenarioNamed(event.target.value))}>
            {scenarios.map((option) => (
              <option key={option.name} value={option.name}>
                {option.label}
              </option>
            ))}
          </select>
          <p className={styles.muted}>{scenario.does}</p>
          <ExpectedOutcome scenario={scenario} state={state} />
          <label htmlFor={ids.token} className={styles.editorLabel}>
            Publisher token <span className={styles.muted}>(optional)</span>
          </label>
          <input
            id={ids.token}
            className={styles.token}
            value={token}
            spellCheck={false}
            autoComplete="off"
            aria-describedby={`${id}-token-help`}
            onChange={(event) => setToken(event.target.value)}
            disabled={connected}
          />
          <p className={styles.muted} id={`${id}-token-help`}>
            Empty: Connect creates a new simulated session. Or use a session you created with Send in the console of{' '}
            <Link to="/api/create-streaming-session">Create streaming session</Link> in this tab.
          </p>
          {consoleSessions.length > 0 && (
            <ul className={styles.sessions} aria-label="Sessions from the API console">
              {consoleSessions.map((session) => (
                <li key={session.id}>
                  <button
                    type="button"
                    className="button button--sm button--outline button--secondary"
                    onClick={() => setToken(session.publisher)}
                    disabled={connected}>
                    Use session {session.id}
                  </button>
                </li>
              ))}
            </ul>
          )}
          <div className={styles.buttons}>
            <button type="button" className="button button--secondary" onClick={connect} disabled={!runner || busy || connected}>
              Connect
            </button>
            <button type="button" className="button button--primary" onClick={() => run('clip')} disabled={cannotRun}>
              Run sample
            </button>
            <button type="button" className="button button--secondary" onClick={() => run('microphone')} disabled={cannotRun}>
              Use microphone
            </button>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => (state.phase === 'paused' ? runner?.resume() : runner?.pause())}
              disabled={state.phase !== 'streaming' && state.phase !== 'paused'}>
              {state.phase === 'paused' ? 'Resume' : 'Pause'}
            </button>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => runner?.endTask()}
              disabled={!connected || state.phase === 'ending'}>
              End task
            </button>
            <button type="button" className="button button--secondary" onClick={() => runner?.disconnect()} disabled={!connected}>
              Disconnect
            </button>
          </div>
          <p className={styles.status} role="status">
            {PHASES[state.phase]}
            {state.close ? `: code ${state.close.code}${state.close.reason ? ` (${state.close.reason})` : ''}` : ''}
          </p>
          <p className={styles.muted}>
            From the first audio chunk sent to the first partial_transcription, translated_transcription and output_audio_data (the
            simulation's timing follows the clip):
          </p>
          <dl className={styles.latencies} aria-label="Latency since the first audio chunk">
            <Latency label="First partial transcript" ms={state.latency.partial} />
            <Latency label="First translation" ms={state.latency.translated} />
            <Latency label="First translated speech" ms={state.latency.speech} />
          </dl>
          <div className={styles.fields}>
            <label htmlFor={ids.play}>Play the speech in</label>
            <select id={ids.play} className={styles.select} value={playLanguage} onChange={(event) => setPlayLanguage(event.target.value)}>
              {choice.targets.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </select>
            <span />
            <label className={styles.checkbox}>
              <input type="checkbox" checked={muted} onChange={(event) => setMuted(event.target.checked)} /> Mute
            </label>
          </div>
          <p className={styles.muted} data-testid="player">
            {state.player
              ? `Speech: ${state.player.phrasesComplete} ${state.player.phrasesComplete === 1 ? 'phrase' : 'phrases'} played through, ${state.player.chunksPlayed} chunks, ${state.player.gaps} gaps.`
              : 'Speech: nothing played yet.'}
          </p>
          <Transcripts transcripts={state.transcripts} source={choice.source} />
          <p className={styles.muted}>
            The clip: <audio controls preload="none" src="/playground/sample-en.wav" className={styles.clip} aria-label="The sample clip" />{' '}
            ({clipData.segments.map((line) => line.source).join(' ')})
          </p>
        </section>
      </div>

      <MessageLog entries={state.log} />

      <Composer
        ref={composer}
        runner={runner}
        connected={state.phase === 'open' || state.phase === 'streaming' || state.phase === 'paused' || state.phase === 'starting'}
        initial={params.get('message')}
      />

      <section className={styles.panel} aria-labelledby={`${id}-export`}>
        <h3 id={`${id}-export`} className={styles.panelHeading}>
          3. Take it home
        </h3>
        <p>
          The last finished run as a program for the real API: the same settings, and the commands you sent at the same points of the audio.
          It reads a WAV file and your API key from API_CLIENT_ID and API_CLIENT_SECRET.
        </p>
        <ExportPanel run={state.recorded} />
      </section>
    </div>
  );
}
