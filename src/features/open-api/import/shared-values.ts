// Equal values as one object. A big description repeats the same parameters across thousands of operations (Microsoft
// Graph beta: 89,188 parameters, 982 different ones; its $select, $expand and If-Match on nearly every path). Mapped
// one object each, they were 10 MB of the page's heap, copied in from the worker and scavenged by its garbage
// collector in main-thread pauses of 40–60 ms. One object per distinct value is kept as one: the structured clone that
// carries the endpoints to the page, and IndexedDB's, keep shared objects shared within a message or a record.

/**
 * A function that returns, for each value, the first equal one it was given (equal as JSON, or by `keyOf`). The values
 * it hands out are shared: nothing may change them afterwards. A value given again (the mappers map an object many operations
 * `$ref` once: map-context.ts's mapOnce) is answered without writing it out again.
 */
export function sharedValues<T extends object>(keyOf: (value: T) => string = JSON.stringify): (value: T) => T {
  const seen = new Map<string, T>()
  const known = new Map<T, T>()
  return (value) => {
    const answer = known.get(value)
    if (answer !== undefined) return answer
    const key = keyOf(value)
    const first = seen.get(key) ?? value
    if (first === value) seen.set(key, value)
    known.set(value, first)
    return first
  }
}

/**
 * sharedValues for lists of values already shared: equal when they hold the same objects in the same order, so a
 * list's key is its items' numbers, not its JSON (GitHub's response lists carry examples of up to 4,000 characters:
 * writing each list out again cost half a second).
 */
export function sharedLists<T extends object>(): (list: T[]) => T[] {
  const ids = new Map<T, number>()
  const seen = new Map<string, T[]>()
  return (list) => {
    const key = list
      .map((item) => {
        let id = ids.get(item)
        if (id === undefined) ids.set(item, (id = ids.size))
        return id
      })
      .join(",")
    const first = seen.get(key)
    if (first !== undefined) return first
    seen.set(key, list)
    return list
  }
}

/**
 * Numbers for values: the same number for the same object, or for an equal string. A sharing key can then name a
 * schema or a long example by its number instead of writing it out for every response (GitHub's examples of up to
 * 4,000 characters were written out again for each of its responses: 12 ms of its import).
 */
export function valueIds(): (value: object | string | undefined) => number {
  const ids = new Map<object | string, number>()
  return (value) => {
    if (value === undefined) return -1
    let id = ids.get(value)
    if (id === undefined) ids.set(value, (id = ids.size))
    return id
  }
}
