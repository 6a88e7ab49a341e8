import React, {type ReactNode} from 'react';
import AnchoredTable from '@site/src/components/AnchoredTable';
import {Code} from '@site/src/components/InlineMarkup';
import styles from './styles.module.css';

type Json = null | boolean | number | string | Json[] | {[key: string]: Json};

export type PresetChange = {
  /** Dotted setting path, e.g. `pipeline.transcription.sentence_splitter.enabled`. */
  path: string;
  /** Value in the base preset; `undefined` when the base does not set it. */
  base: Json | undefined;
  /** Value in the compared preset; `undefined` when it does not set it. */
  preset: Json | undefined;
};

type Props = {
  /** The reference preset, usually the parsed `default.json`. */
  base: unknown;
  /** The preset to compare with it, e.g. the parsed `speed.json`. */
  preset: unknown;
  /** Column heading of the base values. */
  baseLabel?: string;
  /** Column heading of the compared values. */
  presetLabel?: string;
  /**
   * Object to compare inside both presets. Presets are complete `set_task`
   * messages, so the settings live under `data` and paths are shown relative
   * to it. Pass an empty string to compare the whole objects.
   */
  root?: string;
  /** Accessible caption of the table. */
  caption?: string;
};

const isObject = (value: unknown): value is {[key: string]: Json} => typeof value === 'object' && value !== null && !Array.isArray(value);

function join(path: string, key: string): string {
  return path === '' ? key : `${path}.${key}`;
}

/**
 * Lists every leaf setting whose value differs between two presets, in the
 * order the keys first appear (base keys first, then keys only the preset has).
 * Arrays are compared item by item (`translations[0].target_language`); an
 * array whose length differs is reported as a whole.
 */
export function diffPresets(base: unknown, preset: unknown, path = ''): PresetChange[] {
  if (isObject(base) && isObject(preset)) {
    const keys = [...Object.keys(base), ...Object.keys(preset).filter((key) => !(key in base))];
    return keys.flatMap((key) => {
      const inBase = key in base;
      const inPreset = key in preset;
      if (inBase && inPreset) {
        return diffPresets(base[key], preset[key], join(path, key));
      }
      return [
        {
          path: join(path, key),
          base: inBase ? base[key] : undefined,
          preset: inPreset ? preset[key] : undefined,
        },
      ];
    });
  }
  if (Array.isArray(base) && Array.isArray(preset) && base.length === preset.length) {
    return base.flatMap((item, index) => diffPresets(item, preset[index], `${path}[${index}]`));
  }
  if (JSON.stringify(base) === JSON.stringify(preset)) {
    return [];
  }
  return [{path, base: base as Json, preset: preset as Json}];
}

function pick(value: unknown, root: string): unknown {
  if (root === '') return value;
  return root.split('.').reduce<unknown>((node, key) => (isObject(node) ? node[key] : undefined), value);
}

function Value({value}: {value: Json | undefined}): ReactNode {
  if (value === undefined) {
    return <span className={styles.unset}>not set</span>;
  }
  return <Code>{JSON.stringify(value)}</Code>;
}

/**
 * Table of the settings that differ between two presets: path, base value,
 * preset value. Computed while rendering, so it follows the preset files.
 * Server-rendered: no state, no effects, no browser APIs.
 *
 * ```mdx
 * import defaultPreset from '@site/specs/presets/default.json';
 * import speedPreset from '@site/specs/presets/speed.json';
 *
 * <PresetDiff base={defaultPreset} preset={speedPreset} presetLabel="speed" />
 * ```
 */
export default function PresetDiff({
  base,
  preset,
  baseLabel = 'default',
  presetLabel = 'preset',
  root = 'data',
  caption,
}: Props): ReactNode {
  const baseRoot = pick(base, root);
  const presetRoot = pick(preset, root);
  if (baseRoot === undefined || presetRoot === undefined) {
    throw new Error(`PresetDiff: both presets need a "${root}" object to compare.`);
  }
  const changes = diffPresets(baseRoot, presetRoot);
  if (changes.length === 0) {
    return <p className={styles.empty}>The two presets are identical.</p>;
  }
  return (
    <AnchoredTable
      dense
      caption={caption ?? `Settings that differ between ${baseLabel} and ${presetLabel} (${changes.length})`}
      rows={changes}
      rowKey={(change) => change.path}
      columns={[
        {heading: 'Setting', cell: (change) => <Code>{change.path}</Code>},
        {heading: baseLabel, cell: (change) => <Value value={change.base} />},
        {heading: presetLabel, cell: (change) => <Value value={change.preset} />},
      ]}
    />
  );
}
