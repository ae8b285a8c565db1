import type { OptIn } from "../../request/tester-request"

/** An editor of part of the request ('Advanced', an opened API's body section): what it holds, checked now. */
export type RequestEditor<T> = {
  /** What goes out as last checked (its identity is kept while nothing changes). */
  optIn: T
  /** Checks what is typed at this moment (a deferred check may lag behind); null: refused, the editor says why. */
  prepareSend: () => T | null
}

export type Editors = {
  advanced: RequestEditor<OptIn>
  body: RequestEditor<Omit<OptIn, "headers">>
}

/**
 * Step 1 — prepare: what the editors hold at the moment of Send. Both are asked, so each marks its own problem;
 * null when either refuses (nothing is sent). `current` is returned as it is when nothing changed since it was built,
 * so the request derived from it is reused.
 */
export function prepare({ advanced, body }: Editors, current: OptIn): OptIn | null {
  const headers = advanced.prepareSend()
  const media = body.prepareSend()
  if (!headers || !media) return null
  return headers === advanced.optIn && media === body.optIn ? current : { ...headers, ...media }
}
