import { ESLint } from "eslint"
import { describe, expect, it } from "vitest"

// The lint rules docs/security.md promises, checked against the real eslint.config.js: browser code that
// evaluates strings or injects raw HTML must not pass `npm run lint`.
const eslint = new ESLint({ cwd: process.cwd() })

async function problems(code: string, filePath = "src/features/example/example.tsx") {
  const [result] = await eslint.lintText(code, { filePath })
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`)
}

describe("eslint.config.js forbids dynamic code and raw HTML in src", () => {
  it.each([
    [
      "dangerouslySetInnerHTML",
      "export function X({ html }: { html: string }) {\n  return <div dangerouslySetInnerHTML={{ __html: html }} />\n}\n",
      /No raw HTML/,
    ],
    ["eval", "export const run = (code: string) => eval(code)\n", /no-eval/],
    ["new Function", 'export const make = (body: string) => new Function("x", body)\n', /no-new-func|No new Function/],
    ["Function()", "export const make = (body: string) => Function(body)\n", /no-new-func|No Function\(\)/],
    ["a string timer", 'export const later = () => setTimeout("alert(1)", 10)\n', /no-implied-eval/],
  ])(
    "%s is an error",
    async (_name, code, expected) => {
      const found = await problems(code)
      expect(
        found.some((text) => expected.test(text)),
        found.join("\n"),
      ).toBe(true)
    },
    30_000,
  )

  it("plain text rendering passes", async () => {
    expect(await problems("export function X({ text }: { text: string }) {\n  return <pre>{text}</pre>\n}\n")).toEqual(
      [],
    )
  }, 30_000)
})

describe("eslint.config.js keeps features apart", () => {
  it.each([
    ["an alias import", 'import { filterApis } from "@/features/explore/filter-apis"\nexport const f = filterApis\n'],
    ["a relative import", 'import { filterApis } from "../explore/filter-apis"\nexport const f = filterApis\n'],
  ])(
    "%s of another feature is an error",
    async (_name, code) => {
      const found = await problems(code, "src/features/tester/example.ts")
      expect(
        found.some((text) => text.startsWith("api-explorer/feature-boundaries")),
        found.join("\n"),
      ).toBe(true)
    },
    30_000,
  )

  it.each([
    ["lib imports a feature by alias", "src/lib/example.ts", "@/features/explore/filter-apis"],
    ["components import a feature relatively", "src/components/example.tsx", "../features/explore/filter-apis"],
    ["hooks import a feature", "src/hooks/example.ts", "@/features/tester/send-request"],
    ["a feature imports src/app", "src/features/tester/example.ts", "@/app/routes/api-detail"],
    ["a feature imports src/app relatively", "src/features/explore/example.ts", "../../app/routes/explore"],
    ["lib imports src/app", "src/lib/example.ts", "../app/routes/explore"],
  ])(
    "%s: an error (shared → features → app, never back)",
    async (_name, filePath, specifier) => {
      const found = await problems(`import * as m from "${specifier}"\nexport const x = m\n`, filePath)
      expect(
        found.some((text) => text.startsWith("api-explorer/feature-boundaries")),
        found.join("\n"),
      ).toBe(true)
    },
    30_000,
  )

  it.each([
    ["a feature imports lib", "src/features/tester/example.ts", "@/lib/url"],
    ["a route imports a feature", "src/app/routes/example.tsx", "@/features/explore/filter-apis"],
    ["lib imports data", "src/lib/example.ts", "@/data/apis"],
  ])(
    "%s: allowed",
    async (_name, filePath, specifier) => {
      const found = await problems(`import * as m from "${specifier}"\nexport const x = m\n`, filePath)
      expect(found.filter((text) => text.startsWith("api-explorer/feature-boundaries"))).toEqual([])
    },
    30_000,
  )

  it("an import inside the same feature passes", async () => {
    const code = 'import { sendRequest } from "./send-request"\nexport const s = sendRequest\n'
    expect(await problems(code, "src/features/tester/example.ts")).toEqual([])
  }, 30_000)
})
