// Apart from the store (response-schemas.ts): the tester's chunk needs only this.

/** How an operation is found: its method and its path as the app lists it. operationKey("get", "/pets") → "GET /pets" */
export function operationKey(method: string, path: string): string {
  return `${method.toUpperCase()} ${path}`
}
