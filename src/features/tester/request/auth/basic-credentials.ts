// HTTP Basic typed as two fields, a user and a password (docs/api-keys.md): the key is kept as it always was,
// `user:password` in one string (lib/api-keys.ts sends it as "Basic " + its UTF-8 base64), so a key stored before the
// two fields reads back into them, and nothing stored changes until the visitor edits a field.

export type BasicCredentials = { user: string; password: string }

/**
 * A stored Basic key as its two fields, split at the first colon (RFC 7617: a user-id holds none; a password may). A
 * key without a colon is all user name, so an older value is never lost.
 * splitBasic("id:se:cret") → { user: "id", password: "se:cret" }; splitBasic("token") → { user: "token", password: "" }
 */
export function splitBasic(key: string): BasicCredentials {
  const at = key.indexOf(":")
  return at === -1 ? { user: key, password: "" } : { user: key.slice(0, at), password: key.slice(at + 1) }
}

/**
 * The key for two fields: `user:password`; "" when both are empty (no key kept).
 * joinBasic({ user: "id", password: "secret" }) → "id:secret"; joinBasic({ user: "", password: "" }) → ""
 */
export function joinBasic({ user, password }: BasicCredentials): string {
  return user === "" && password === "" ? "" : `${user}:${password}`
}
