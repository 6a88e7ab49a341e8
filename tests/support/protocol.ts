import type {ValidateFunction} from 'ajv';
import {createAjv, describeErrors} from '../../spec-toolkit/ajv.mjs';
import {fromOpenApi30} from '../../spec-toolkit/json-schema.mjs';
import {SPEC_FILES, readSpec} from '../../spec-toolkit/index.mjs';

type Message = {name?: string; payload?: {required?: string[]}};

/**
 * Validators for every streaming message of the AsyncAPI document, keyed by the
 * discriminating field and wire name: `message_type:set_task`, or `type:init`
 * for the realtime text-to-speech socket.
 */
export function streamingValidators(): Map<string, ValidateFunction> {
  const document = readSpec(SPEC_FILES.asyncapi);
  const ajv = createAjv();
  ajv.addSchema({$id: 'asyncapi', components: fromOpenApi30(document.components)});
  const validators = new Map<string, ValidateFunction>();
  const messages = document.components.messages as Record<string, Message>;
  for (const [key, message] of Object.entries(messages)) {
    if (!message.name) continue;
    const validate = ajv.compile({$ref: `asyncapi#/components/messages/${key}/payload`});
    const field = message.payload?.required?.includes('message_type') ? 'message_type' : 'type';
    validators.set(`${field}:${message.name}`, validate);
  }
  return validators;
}

export {describeErrors};

/** Client message names of the realtime text-to-speech socket, which are keyed by `type`. */
const TTS_CLIENT_TYPES = new Set(['init', 'text', 'cancel']);

/** The validator key for a JSON value that looks like a streaming message, or null. */
export function messageKey(value: unknown): string | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  if (typeof record.message_type === 'string') return `message_type:${record.message_type}`;
  if (typeof record.type === 'string' && TTS_CLIENT_TYPES.has(record.type)) return `type:${record.type}`;
  return null;
}
