#!/usr/bin/env node
// @ts-check
// Speaks the playground's sample clip from shared/data/playground-clip.json with
// espeak-ng and sox (Debian packages of the same names) and writes
//   static/playground/sample-en.wav            16-bit PCM, mono, at `sampleRate`
//   shared/data/playground-clip.json (`seconds`)  how long each line lasts in it
// The engine times its scripted transcripts by those lengths. Run it after
// editing the lines: `node scripts/make-playground-clip.mjs`.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {execFileSync} from 'node:child_process';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const DATA = path.join(ROOT, 'shared/data/playground-clip.json');
const OUTPUT = path.join(ROOT, 'static/playground/sample-en.wav');
/** The clip ships with the site: keep it small. */
const MAX_BYTES = 200 * 1024;

/** @typedef {{source: string, translations: Record<string, string>, seconds?: number}} Line */
/** @type {{language: string, voice: string, sampleRate: number, pauseSeconds: number, segments: Line[]}} */
const clip = JSON.parse(fs.readFileSync(DATA, 'utf8'));
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'playground-clip-'));

/** @param {string} command @param {string[]} args */
function run(command, args) {
  try {
    return execFileSync(command, args, {encoding: 'utf8'}).trim();
  } catch (error) {
    throw new Error(`${command} failed (apt-get install espeak-ng sox): ${/** @type {Error} */ (error).message}`);
  }
}

const parts = clip.segments.map((line, index) => {
  const spoken = path.join(scratch, `line-${index}.wav`);
  const part = path.join(scratch, `part-${index}.wav`);
  run('espeak-ng', ['-v', clip.voice, '-s', '160', '-w', spoken, line.source]);
  // Same rate and format for every part, with the pause after the line.
  run('sox', [spoken, '-r', String(clip.sampleRate), '-c', '1', '-b', '16', '-e', 'signed-integer', part, 'pad', '0', String(clip.pauseSeconds)]);
  return {line, part, seconds: Number(run('soxi', ['-D', part]))};
});

run('sox', [...parts.map((p) => p.part), OUTPUT]);
const size = fs.statSync(OUTPUT).size;
if (size > MAX_BYTES) throw new Error(`${path.relative(ROOT, OUTPUT)} is ${size} bytes; the limit is ${MAX_BYTES}. Shorten the lines.`);
clip.segments = parts.map(({line, seconds}) => ({...line, seconds: Math.round(seconds * 1000) / 1000}));
fs.writeFileSync(DATA, `${JSON.stringify(clip, null, 2)}\n`);
fs.rmSync(scratch, {recursive: true, force: true});
console.log(`${path.relative(ROOT, OUTPUT)}: ${size} bytes, ${parts.reduce((sum, p) => sum + p.seconds, 0).toFixed(2)} s in ${parts.length} lines`);
