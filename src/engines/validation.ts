/** What an Ajv validator reports; the engines run validators compiled ahead of time by `npm run gen`. */
export type SchemaError = {keyword: string; instancePath: string; message?: string; params: Record<string, unknown>};
export type Validator = ((data: unknown) => boolean) & {errors?: SchemaError[] | null};
/** A message as described (`lenient`) and with unknown fields refused (`strict`). */
export type MessageValidators = {lenient: Validator; strict: Validator};

/** Errors that are about unknown properties only (from a strict validator). */
export function unknownProperties(validate: Validator): string[] {
  return (validate.errors ?? [])
    .filter((e) => e.keyword === 'unevaluatedProperties')
    .map((e) => `${e.instancePath}/${(e.params as {unevaluatedProperty: string}).unevaluatedProperty}`);
}

/** The errors in one line, each once. */
export function describeErrors(errors: SchemaError[] | null | undefined): string {
  const unique = new Set(
    (errors ?? [])
      // `if`/`then` failures repeat the real error underneath them.
      .filter((e) => e.keyword !== 'if')
      .map(
        (e) =>
          `${e.instancePath || '/'} ${e.message}${e.keyword === 'enum' ? ` (${(e.params as {allowedValues: unknown[]}).allowedValues.slice(0, 6).join(', ')}…)` : ''}`,
      ),
  );
  return [...unique].join('; ');
}

/**
 * JSON that a schema of the specs checked at run time (a client message, task settings): its shape is the
 * schema's, which TypeScript cannot see, so code reads its fields as the schema describes them.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type SchemaChecked = any;
