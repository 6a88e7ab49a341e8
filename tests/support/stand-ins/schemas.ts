import Ajv2019 from 'ajv/dist/2019';
import addFormats from 'ajv-formats';
import {SPEC_FILES, readSpec} from '../../../spec-toolkit/index.mjs';
import {fromOpenApi30, strictCopy, writableCopy} from '../../../spec-toolkit/json-schema.mjs';

export {strictCopy, writableCopy};
export {describeErrors, unknownProperties} from '../../../src/engines/validation';

export function loadSpec(file: 'openapi.yaml' | 'asyncapi.yaml'): any {
  return fromOpenApi30(readSpec(file === 'openapi.yaml' ? SPEC_FILES.openapi : SPEC_FILES.asyncapi));
}

/** An Ajv instance for one spec document, registered under `id` (and `id-strict`). */
export function ajvFor(id: string, components: unknown): Ajv2019 {
  const ajv = new Ajv2019({allErrors: true, strict: false, discriminator: false});
  addFormats(ajv);
  ajv.addSchema({$id: id, components});
  ajv.addSchema({$id: `${id}-strict`, components: strictCopy(components)});
  ajv.addSchema({$id: `${id}-request`, components: writableCopy(components)});
  ajv.addSchema({$id: `${id}-request-strict`, components: strictCopy(writableCopy(components))});
  return ajv;
}
