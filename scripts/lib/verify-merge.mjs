// `npm run verify:merge` (docs/health-checks.md, "At scale"): combines the result files of `npm run verify --shard=i/n`
// with the previous src/data/verified.json. Pure: the script reads and writes the files, this decides.
import { apiIdOf, compareKeys, endpointKeysOf } from "./verify-shard.mjs"

export const SHARD_KIND = "api-explorer-verify-shard"
const STATES = ["done", "unreachable", "timeout", "failed"]
const OUTCOMES = ["ok", "http-error", "blocked", "timeout", "needs-key", "needs-input", "not-checked"]
const VERDICTS = ["matches", "differs", "undocumented", "no-schema", "not-checked"]
const MAX_DIFFERENCES = 10
const MAX_DIFFERENCE_TEXT = 300
const MAX_REASON_TEXT = 200
const KEYWORD = /^[A-Za-z-]{1,40}$/
const DOCUMENTED = /^(?:[1-5]\d\d|[1-5]XX|default)$/i

const isText = (value, max) => typeof value === "string" && value.length <= max

/** One kept before the shapes were one names `at` "pointer" and `keyword` "kind" (as parseStoredConformance reads). */
function readDifference(value) {
  if (typeof value !== "object" || value === null) return undefined
  const { pointer, kind, at = pointer, keyword = kind, expected, actual } = value
  if (!isText(at, MAX_DIFFERENCE_TEXT) || typeof keyword !== "string" || !KEYWORD.test(keyword)) return undefined
  if (!isText(expected, MAX_DIFFERENCE_TEXT) || !isText(actual, MAX_DIFFERENCE_TEXT)) return undefined
  return { at, keyword, expected, actual }
}

/**
 * A result's `conformance` (whether the answer matched the API's description, docs/conformance.md) read field by
 * field, or undefined when it is not one — the same rules as the page's parseStoredConformance
 * (src/lib/conformance/stored-conformance.ts; verify-merge.test.ts checks both on one table): a known verdict; a
 * `documented` status, range or "default"; for "differs" a whole count from 1 (at least the differences kept) and at
 * most 10 differences, each with text fields of at most 300 characters; for "not-checked" a `reason` of at most 200.
 * A damaged optional field is left out on its own. Node's built-ins only (the merge job installs nothing).
 */
export function readConformance(value) {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return undefined
  const { verdict, documented, count, differences, reason } = value
  if (!VERDICTS.includes(verdict)) return undefined
  const result = { verdict }
  if (typeof documented === "string" && DOCUMENTED.test(documented)) result.documented = documented
  if (verdict === "differs") {
    const kept = Array.isArray(differences)
      ? differences.slice(0, MAX_DIFFERENCES).flatMap((item) => readDifference(item) ?? [])
      : []
    if (kept.length > 0) result.differences = kept
    const isCount = Number.isInteger(count) && count >= 1 && count <= 1e9
    if (isCount || kept.length > 0) result.count = Math.max(isCount ? count : 0, kept.length)
  }
  if (verdict === "not-checked" && isText(reason, MAX_REASON_TEXT)) result.reason = reason
  return result
}

/** A result's conformance as kept: only on an answer (ok, http-error), and only when it reads (readConformance). */
export function conformanceOf(result) {
  return result.outcome === "ok" || result.outcome === "http-error" ? readConformance(result.conformance) : undefined
}

/** Sent and not answered with a 2xx: what "failed on 7 consecutive verifications" counts. */
const FAILED = new Set(["http-error", "blocked", "timeout"])

/**
 * A shard file's text checked field by field: { shard } or { error } (a sentence, never a throw). Its `results`
 * must hold exactly the endpoints of its `keys` when it is "done"; a shard that did not finish has none. `apis`: the
 * API ids the shard was assigned — a directory API whose definition could not be downloaded is among them without a
 * key; files from before the field: the ids of its keys.
 */
export function readShard(text) {
  let data
  try {
    data = JSON.parse(text)
  } catch (error) {
    return { error: `not JSON (${error instanceof Error ? error.message : error})` }
  }
  if (typeof data !== "object" || data === null || data.kind !== SHARD_KIND || data.version !== 1)
    return { error: `not a verify shard result (no "kind": "${SHARD_KIND}", "version": 1)` }
  const { shard, at, chromium, state, keys, results } = data
  if (
    typeof shard !== "object" ||
    shard === null ||
    !Number.isInteger(shard.index) ||
    !Number.isInteger(shard.total) ||
    shard.index < 1 ||
    shard.index > shard.total
  )
    return { error: `"shard" must be { index, total } with 1 ≤ index ≤ total` }
  if (typeof at !== "string" || Number.isNaN(Date.parse(at))) return { error: `"at" is not a time` }
  if (!STATES.includes(state)) return { error: `"state" must be one of ${STATES.join(", ")}` }
  if (!Array.isArray(keys) || !keys.every((key) => typeof key === "string")) return { error: `"keys" is not a list` }
  const { apis } = data
  if (apis !== undefined && (!Array.isArray(apis) || !apis.every((id) => typeof id === "string")))
    return { error: `"apis" is not a list` }
  if (typeof results !== "object" || results === null || Array.isArray(results))
    return { error: `"results" is not an object` }
  for (const [key, result] of Object.entries(results)) {
    if (
      typeof result !== "object" ||
      result === null ||
      typeof result.method !== "string" ||
      typeof result.path !== "string" ||
      !OUTCOMES.includes(result.outcome)
    )
      return { error: `the result for "${key}" is malformed` }
  }
  if (state === "done") {
    const missing = keys.filter((key) => !Object.hasOwn(results, key))
    if (missing.length) return { error: `"done" but without a result for ${missing.slice(0, 3).join(", ")}` }
  }
  if (data.scope !== undefined && data.scope !== "catalogue" && data.scope !== "directory")
    return { error: `"scope" must be "catalogue" or "directory"` }
  return {
    shard: {
      scope: data.scope ?? "catalogue",
      index: shard.index,
      total: shard.total,
      only: Array.isArray(data.only) ? data.only : undefined,
      at: new Date(at).toISOString(),
      chromium: typeof chromium === "string" ? chromium : "",
      state,
      message: typeof data.message === "string" ? data.message : "",
      keys,
      apis: apis ?? [...new Set(keys.map(apiIdOf))],
      results,
    },
  }
}

/** The previous verified.json's endpoints by key, each with the time it was verified (old files: the file's date). */
function previousByKey(previous) {
  const byKey = new Map()
  const fileAt = /^\d{4}-\d{2}-\d{2}$/.test(previous?.date ?? "") ? `${previous.date}T00:00:00.000Z` : undefined
  for (const [apiId, entry] of Object.entries(previous?.entries ?? {})) {
    const endpoints = entry?.endpoints ?? []
    endpointKeysOf({ id: apiId, endpoints }).forEach((key, index) => {
      const endpoint = endpoints[index]
      byKey.set(key, { ...endpoint, ...(endpoint.at || !fileAt ? {} : { at: fileAt }) })
    })
  }
  return byKey
}

const STATE_TEXT = { unreachable: "found the network unreachable", timeout: "timed out", failed: "failed" }

/**
 * Merges shard results into the previous verified.json.
 *
 * - Each endpoint a finished shard checked gets its new outcome (with its `conformance` when it reads: readConformance;
 *   a damaged one is left out), the shard's time as `at`, and `failures`: the count of
 *   consecutive verifications that sent it and failed (HTTP error, blocked, timed out), one more than before; a
 *   worked or skipped endpoint has none (the key is left out).
 * - A shard that is missing, unreadable, or did not finish (network unreachable, timed out, failed) changes nothing:
 *   the endpoints it should have checked keep their previous results, their old `at` showing how old they are.
 *   Such a merge is incomplete: without `partial` nothing is written (`file` is undefined); with it, what arrived is
 *   merged. Either way each problem is listed.
 * - The same shard twice (a re-run's file beside the first): the newer is used, and it is said.
 * - A result no newer than the one the file holds for that endpoint is not applied again: merging twice changes
 *   nothing.
 * - Only a complete run over everything (no --only) drops old results, and lists them: those of an API no shard was
 *   assigned (no longer in the catalogue or the directory's index), and those of an API whose other endpoints came
 *   back but not these (the endpoint was removed). An API a shard was assigned but none of whose endpoints came back
 *   (a directory definition that could not be downloaded: HTTP 503, timeout) keeps its old results, and it is said.
 * - Shards of different splits (1/3 beside 1/4), or no shard that finished: nothing is merged.
 *
 * `shards`: [{ name, text }] (name is for messages). `scope`: "catalogue" (src/data/verified.json) or "directory"
 * (`npm run verify -- --directory`); a shard of the other is ignored, and said. Returns { file?, problems, notes }: problems make the merge
 * incomplete; notes are said but are not problems.
 */
export function mergeVerified({ previous, shards, partial = false, scope = "catalogue" }) {
  const problems = []
  const notes = []
  const valid = []
  for (const { name, text } of shards) {
    const { shard, error } = readShard(text)
    if (error) problems.push(`${name}: ${error}; ignored`)
    else if (shard.scope !== scope)
      problems.push(
        `${name}: a shard of the ${shard.scope}, not of the ${scope}; ignored` +
          ` (npm run verify:merge${shard.scope === "directory" ? " -- --directory" : ""} merges it)`,
      )
    else valid.push({ name, ...shard })
  }
  if (valid.length === 0) return { problems: [...problems, "No shard result to merge: nothing written."], notes }
  const totals = [...new Set(valid.map((shard) => shard.total))]
  if (totals.length > 1) {
    const list = valid.map((s) => `${s.name} is ${s.index}/${s.total}`).join(", ")
    return { problems: [...problems, `Shards of different splits cannot be merged (${list}): nothing written.`], notes }
  }
  const total = totals[0]

  const byIndex = new Map()
  for (const shard of valid) {
    const other = byIndex.get(shard.index)
    if (!other) {
      byIndex.set(shard.index, shard)
      continue
    }
    const [older, newer] = Date.parse(other.at) <= Date.parse(shard.at) ? [other, shard] : [shard, other]
    notes.push(
      `Shard ${shard.index} of ${total} is in both ${older.name} and ${newer.name}: the newer, ${newer.name}, is used.`,
    )
    byIndex.set(shard.index, newer)
  }
  const done = []
  for (let index = 1; index <= total; index++) {
    const shard = byIndex.get(index)
    if (!shard)
      problems.push(`Shard ${index} of ${total} is missing: the endpoints it checks keep their previous results.`)
    else if (shard.state !== "done")
      problems.push(
        `Shard ${index} of ${total} (${shard.name}) ${STATE_TEXT[shard.state]}${shard.message ? `: ${shard.message}` : ""}` +
          ` — its ${shard.keys.length} endpoints keep their previous results.`,
      )
    else done.push(shard)
  }
  if (done.length === 0) return { problems: [...problems, "No shard finished: nothing written."], notes }
  const isComplete = problems.length === 0
  if (!isComplete && !partial)
    return {
      problems: [...problems, "Incomplete: nothing written (npm run verify:merge -- --partial merges what arrived)."],
      notes,
    }

  const before = previousByKey(previous)
  const merged = new Map(before)
  const source = new Map()
  for (const shard of done) {
    for (const key of shard.keys) {
      const result = shard.results[key]
      const earlier = source.get(key)
      if (earlier) {
        if (Date.parse(earlier.at) > Date.parse(shard.at)) continue
        notes.push(`${key} is in ${earlier.name} and ${shard.name}: the newer result is used.`)
      }
      source.set(key, shard)
      // Already merged (the same shard file merged again) or older than what the file holds: kept as it is, so a
      // repeated merge changes nothing and never counts a failure twice.
      const held = before.get(key)
      if (held?.at && Date.parse(held.at) >= Date.parse(shard.at)) {
        merged.set(key, held)
        continue
      }
      const failures = FAILED.has(result.outcome) ? (before.get(key)?.failures ?? 0) + 1 : 0
      const conformance = conformanceOf(result)
      merged.set(key, {
        method: result.method,
        path: result.path,
        outcome: result.outcome,
        ...(typeof result.status === "number" ? { status: result.status } : {}),
        ...(typeof result.ms === "number" ? { ms: Math.round(result.ms) } : {}),
        ...(typeof result.detail === "string" && result.detail ? { detail: result.detail } : {}),
        ...(conformance ? { conformance } : {}),
        at: shard.at,
        ...(failures > 0 ? { failures } : {}),
      })
    }
  }
  if (isComplete && done.every((shard) => !shard.only)) {
    const assigned = new Set(done.flatMap((shard) => shard.apis))
    const answered = new Set([...source.keys()].map(apiIdOf))
    const notBack = [...before.keys()].filter((key) => !source.has(key))
    const kept = notBack.filter((key) => assigned.has(apiIdOf(key)) && !answered.has(apiIdOf(key)))
    const gone = notBack.filter((key) => !kept.includes(key))
    for (const key of gone) merged.delete(key)
    const list = (keys) => `${keys.slice(0, 5).join(", ")}${keys.length > 5 ? " …" : ""}`
    if (gone.length) notes.push(`Dropped ${gone.length} endpoints no longer in the ${scope}: ${list(gone)}`)
    if (kept.length) {
      const apis = [...new Set(kept.map(apiIdOf))]
      notes.push(
        `Kept the previous results of ${kept.length} endpoints of ${apis.length} APIs a shard was assigned but none of ` +
          `whose endpoints came back (for the directory: a definition that could not be downloaded): ${list(apis)}`,
      )
    }
  }

  const entries = {}
  for (const key of [...merged.keys()].sort(compareKeys)) {
    ;(entries[apiIdOf(key)] ??= { endpoints: [] }).endpoints.push(merged.get(key))
  }
  const newest = done.reduce((a, b) => (Date.parse(a.at) >= Date.parse(b.at) ? a : b))
  return {
    file: { date: newest.at.slice(0, 10), chromium: newest.chromium, entries },
    problems,
    notes,
  }
}

const SENT = new Set(["ok", "http-error", "blocked", "timeout"])

/**
 * What /directory shows of a merged directory file (src/features/directory/directory-verified.ts reads it): per API
 * whose endpoints were sent, `at` (the oldest of their times), `worked` (2xx) of `sent`, and how many answers
 * `matches` / `differs` from the description. `{ format: 1, apis: { "<id>": { at, worked, sent, matches, differs } } }`
 */
export function directorySummary(file) {
  const apis = {}
  const fileAt = /^\d{4}-\d{2}-\d{2}$/.test(file?.date ?? "") ? `${file.date}T00:00:00.000Z` : undefined
  for (const [id, entry] of Object.entries(file?.entries ?? {})) {
    const sent = (entry?.endpoints ?? []).filter((endpoint) => SENT.has(endpoint.outcome))
    const times = sent.map((endpoint) => Date.parse(endpoint.at ?? fileAt ?? "")).filter((at) => !Number.isNaN(at))
    if (sent.length === 0 || times.length === 0) continue
    const verdicts = sent.map((endpoint) => conformanceOf(endpoint)?.verdict)
    apis[id] = {
      at: new Date(Math.min(...times)).toISOString(),
      worked: sent.filter((endpoint) => endpoint.outcome === "ok").length,
      sent: sent.length,
      matches: verdicts.filter((verdict) => verdict === "matches").length,
      differs: verdicts.filter((verdict) => verdict === "differs").length,
    }
  }
  return { format: 1, apis }
}
