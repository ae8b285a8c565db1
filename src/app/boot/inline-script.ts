/** A value an inline script receives: JSON data, or a self-contained function (serialized with its source). */
export type ScriptArgument =
  | string
  | number
  | boolean
  | null
  | readonly ScriptArgument[]
  | { readonly [key: string]: ScriptArgument }
  | ((...args: never[]) => unknown)

/**
 * The text of a classic inline script that calls `main` with `args`: `(${main})(arg, …)`, the next-themes pattern.
 * `main` and every function argument are typed, linted and unit-tested TypeScript, serialized from their compiled
 * source, so each must be self-contained: it may use its parameters and browser globals, nothing from its module
 * (a helper the script needs is passed in as an argument, which is how the React side and the script share one
 * rule). The tests run every script through `new Function`, which has no module scope, so a stray reference fails
 * there. The text must not contain `<`: React writes a <script> child as is, and `</script>` or `<!--` would end or
 * bend it; serializing throws instead (the build fails).
 */
export function inlineScript<A extends ScriptArgument[]>(main: (...args: A) => void, ...args: A): string {
  const text = `(${main.toString()})(${args.map(serializeArgument).join(", ")});`
  if (text.includes("<")) throw new Error(`inline script ${main.name || "(anonymous)"} contains "<"`)
  return text
}

function serializeArgument(value: ScriptArgument): string {
  return typeof value === "function" ? `(${value.toString()})` : JSON.stringify(value)
}
