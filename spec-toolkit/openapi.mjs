// Walking the operations of an OpenAPI description.

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'];

/** Every operation with its path, method and path item, in document order. */
export function operations(spec) {
  return Object.entries(spec.paths ?? {}).flatMap(([path, pathItem]) =>
    HTTP_METHODS.filter((method) => pathItem[method]).map((method) => ({path, method, pathItem, operation: pathItem[method]})),
  );
}
