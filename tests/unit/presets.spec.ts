import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {describeErrors, streamingValidators} from '../support/protocol';
import {root} from '../support/paths';
import {overWebSocket, presets, type SetTaskMessage} from '../../src/utils/presets';

const validators = streamingValidators();
const validateSetTask = validators.get('message_type:set_task')!;

test('the preset folder holds exactly the default, speed and quality presets', () => {
  const files = fs.readdirSync(path.join(root, 'specs/presets')).sort();
  expect(files).toEqual(['default.json', 'quality.json', 'speed.json']);
  expect(presets.map((preset) => preset.name)).toEqual(['default', 'speed', 'quality']);
});

for (const preset of presets) {
  test(`the ${preset.name} preset is a valid set_task message on both transports`, () => {
    for (const message of [preset.message, overWebSocket(preset.message as SetTaskMessage)]) {
      const valid = validateSetTask(message);
      expect(valid, describeErrors(validateSetTask)).toBe(true);
    }
  });
}

test('a preset that breaks TaskSettings is caught', () => {
  const broken = JSON.parse(JSON.stringify(presets[0].message));
  broken.data.pipeline.transcription.segment_confirmation_silence_threshold = 9;
  expect(validateSetTask(broken)).toBe(false);
  expect(describeErrors(validateSetTask)).toContain('/data/pipeline/transcription/segment_confirmation_silence_threshold must be <= 5');
});
