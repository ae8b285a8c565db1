// Which endpoints one `npm run verify --shard=i/n` checks (docs/health-checks.md, "At scale"). Pure: no I/O.

/**
 * The results-store key of each endpoint of `api`, in order: "<api id> <METHOD> <path>", a repeated method + path
 * getting " #2", " #3"… The same keys as src/lib/health-results.ts endpointKeys (verify-shard.test.ts checks both
 * agree), so the keys the script assigns are the keys the page stores its results under.
 */
export function endpointKeysOf(api) {
  const seen = new Map()
  return api.endpoints.map(({ method, path }) => {
    const pair = `${method} ${path}`
    const occurrence = (seen.get(pair) ?? 0) + 1
    seen.set(pair, occurrence)
    return `${api.id} ${pair}${occurrence > 1 ? ` #${occurrence}` : ""}`
  })
}

/** The API id a key of endpointKeysOf starts with: "<api id> <METHOD> <path>" → "<api id>". */
export function apiIdOf(key) {
  return key.slice(0, key.indexOf(" "))
}

/**
 * The shard to run from `--shard` or, for `npm run verify --shard=1/3` (which npm turns into the environment variable
 * npm_config_shard instead of passing it on), from `env`; undefined for no sharding.
 * parseShard("2/3") → { index: 2, total: 3 }; parseShard(undefined, { npm_config_shard: "1/2" }) → { index: 1, total: 2 }
 * Throws a message naming the problem for "0/3", "4/3", "a/b", "3" or a bare `--shard` (npm's "true").
 */
export function parseShard(value, env = {}) {
  const text = value ?? env.npm_config_shard
  if (text === undefined || text === "") return undefined
  const match = /^(\d+)\/(\d+)$/.exec(String(text).trim())
  const index = match ? Number(match[1]) : NaN
  const total = match ? Number(match[2]) : NaN
  if (!match || total < 1 || index < 1 || index > total)
    throw new Error(`--shard must be i/n with 1 ≤ i ≤ n (for example --shard=2/3), got "${text}"`)
  return { index, total }
}

/** How keys sort: by API id, then method and path, then occurrence (so "x GET /a #10" comes after "x GET /a #2"). */
export function compareKeys(a, b) {
  const [baseA, nA] = splitOccurrence(a)
  const [baseB, nB] = splitOccurrence(b)
  if (baseA !== baseB) return baseA < baseB ? -1 : 1
  return nA - nB
}

function splitOccurrence(key) {
  const match = / #(\d+)$/.exec(key)
  return match ? [key.slice(0, match.index), Number(match[1])] : [key, 1]
}

/**
 * Shard `index` of `total` of `keys`: the keys sorted (compareKeys, so the split does not depend on the catalogue's
 * order or on the machine), then cut into `total` contiguous runs whose sizes differ by at most one. Contiguous rather
 * than round-robin: an API's endpoints stay together in one shard, so the shards running at the same time on
 * different machines do not all send requests to the same provider at once (the page's limit of 2 per host holds
 * per shard only). Every key is in exactly one shard; a shard may be empty when there are more shards than keys.
 * shardKeys(["c", "a", "b", "d"], { index: 1, total: 2 }) → ["a", "b"]
 */
export function shardKeys(keys, { index, total }) {
  const sorted = [...new Set(keys)].sort(compareKeys)
  const start = Math.floor(((index - 1) * sorted.length) / total)
  const end = Math.floor((index * sorted.length) / total)
  return sorted.slice(start, end)
}

/** The default file shard i of n writes its result to. */
export function shardFileName({ index, total }) {
  return `reports/verify/shard-${index}-of-${total}.json`
}
