// `npm run verify:merge` (docs/health-checks.md, "At scale"): merges the files `npm run verify --shard=i/n` wrote
// into src/data/verified.json, as Playwright's merge-reports does for its shards. The rules are in
// scripts/lib/verify-merge.mjs (tested there); this reads the files and writes the result.
//
// npm run verify:merge [-- [files or folders…] [--into file] [--partial]]
//   files or folders  shard results; a folder gives its *.json files (default: reports/verify)
//   --into file       the file merged into and written (default: src/data/verified.json)
//   --directory       the directory's shards (npm run verify -- --directory --shard=i/n): reads reports/verify-directory,
//                     writes reports/verified-directory.json
//   --summary file    also write what /directory shows of the merged file (directorySummary: per API, worked of sent
//                     and how many answers matched their description), e.g. public/directory/verified.json
//   --partial         merge what arrived when a shard is missing, unreadable or did not finish (their endpoints
//                     keep their previous results); without it such a merge writes nothing and exits with 1
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs"
import { dirname, join } from "node:path"
import { parseArgs } from "node:util"
import { directorySummary, mergeVerified } from "./lib/verify-merge.mjs"

const { values: args, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    into: { type: "string" },
    summary: { type: "string" },
    directory: { type: "boolean", default: process.env.npm_config_directory === "true" },
    partial: { type: "boolean", default: process.env.npm_config_partial === "true" },
  },
})

const SCOPE = args.directory ? "directory" : "catalogue"
args.into ??= args.directory ? "reports/verified-directory.json" : "src/data/verified.json"
const inputs = positionals.length ? positionals : [args.directory ? "reports/verify-directory" : "reports/verify"]
const files = inputs.flatMap((input) => {
  if (!existsSync(input)) {
    console.error(`${input}: no such file or folder`)
    return []
  }
  if (!statSync(input).isDirectory()) return [input]
  return readdirSync(input)
    .filter((name) => name.endsWith(".json"))
    .sort()
    .map((name) => join(input, name))
})
const shards = files.map((name) => ({ name, text: readFileSync(name, "utf8") }))

let previous
if (existsSync(args.into)) {
  try {
    previous = JSON.parse(readFileSync(args.into, "utf8"))
  } catch (error) {
    // Never merged over: a damaged file would lose every old result.
    console.error(`${args.into} is not JSON (${error.message}): fix or restore it first; nothing written.`)
    process.exit(1)
  }
}

const { file, problems, notes } = mergeVerified({ previous, shards, partial: args.partial, scope: SCOPE })
console.log(`Merging ${shards.length} shard files into ${args.into}…`)
for (const note of notes) console.log(note)
// GitHub Actions shows ::warning:: lines on the run's summary page.
const mark = process.env.GITHUB_ACTIONS === "true" ? "::warning::" : ""
for (const problem of problems) console.error(`${mark}${problem}`)
if (!file) process.exit(1)

mkdirSync(dirname(args.into), { recursive: true })
writeFileSync(`${args.into}.tmp`, JSON.stringify(file, null, 2) + "\n")
renameSync(`${args.into}.tmp`, args.into)
if (args.summary) {
  mkdirSync(dirname(args.summary), { recursive: true })
  const summary = directorySummary(file)
  writeFileSync(`${args.summary}.tmp`, JSON.stringify(summary) + "\n")
  renameSync(`${args.summary}.tmp`, args.summary)
  console.log(`Wrote ${args.summary}: ${Object.keys(summary.apis).length} APIs.`)
}
// The app's threshold (src/lib/verification-flag.ts reads the same file).
const { flagAfterFailures } = JSON.parse(
  readFileSync(new URL("../src/data/verification-policy.json", import.meta.url), "utf8"),
)
const count = Object.values(file.entries).reduce((sum, entry) => sum + entry.endpoints.length, 0)
const flagged = Object.values(file.entries)
  .flatMap((entry) => entry.endpoints)
  .filter((endpoint) => (endpoint.failures ?? 0) >= flagAfterFailures).length
console.log(
  `Wrote ${args.into}: ${count} endpoints (${file.date}, Chromium ${file.chromium})` +
    `${flagged ? `, ${flagged} failed on ${flagAfterFailures} or more consecutive verifications` : ""}` +
    `${problems.length ? " — incomplete, see above" : ""}.`,
)
