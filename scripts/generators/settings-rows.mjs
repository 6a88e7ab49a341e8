// The rows of the settings tables: every field of `components.schemas.TaskSettings`
// (the `data` of `set_task`) in schema order. The Translation Settings
// Breakdown page renders its tables from them, so a default changed in the
// description changes the page.
import {GeneratorError, display, fieldRows} from '../../spec-toolkit/index.mjs';

export function settingsRows(spec, file) {
  if (!spec.components?.schemas?.TaskSettings) {
    throw new GeneratorError(`${display(file)} has no components.schemas.TaskSettings, so the settings tables cannot be generated.`);
  }
  const rows = fieldRows({$ref: '#/components/schemas/TaskSettings'}, {spec});
  if (rows.length === 0) throw new GeneratorError(`${display(file)}: components.schemas.TaskSettings has no properties.`);
  return rows;
}
