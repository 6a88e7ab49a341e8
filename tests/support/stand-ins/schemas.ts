import {SPEC_FILES, readSpec} from '../../../spec-toolkit/index.mjs';
import {fromOpenApi30} from '../../../spec-toolkit/json-schema.mjs';

export function loadSpec(file: 'openapi.yaml' | 'asyncapi.yaml'): any {
  return fromOpenApi30(readSpec(file === 'openapi.yaml' ? SPEC_FILES.openapi : SPEC_FILES.asyncapi));
}
