import { readdirSync, readFileSync } from "node:fs"
import { createRequire } from "node:module"
import { dirname, join } from "node:path"
import { describe, expect, it } from "vitest"
// @ts-expect-error -- plain .mjs module without type declarations
import { checkMarked, markPure, pureReactRouter } from "./pure-react-router.mjs"

describe("markPure", () => {
  it.each([
    ["forwardRef", "var Link = React10.forwardRef(\n", "var Link = /* @__PURE__ */ React10.forwardRef(\n"],
    ["memo", "var M = React3.memo(DataRoutes2);", "var M = /* @__PURE__ */ React3.memo(DataRoutes2);"],
    ["createContext", "var C = React.createContext(null);", "var C = /* @__PURE__ */ React.createContext(null);"],
    ["a displayName write becomes an empty line", 'a();\nNavLink.displayName = "NavLink";\nb();', "a();\n\nb();"],
    ["other calls stay", "var x = React.useState(0);", "var x = React.useState(0);"],
    ["indented displayName (inside a function) stays", '  X.displayName = "X";', '  X.displayName = "X";'],
    ["computed displayName stays", "X.displayName = name;", "X.displayName = name;"],
    ["a call that is not assigned stays", "React.createContext(null);", "React.createContext(null);"],
  ])("%s", (_name, input, expected) => {
    expect(markPure(input)).toBe(expected)
  })

  it("keeps the number of lines (so source maps stay right)", () => {
    const code = 'var A = React.forwardRef(f);\nA.displayName = "A";\nvar B = 1;\n'
    expect(markPure(code).split("\n")).toHaveLength(code.split("\n").length)
  })
})

describe("pureReactRouter plugin", () => {
  const plugin = pureReactRouter()
  // A stand-in for Rollup's plugin context: this.error throws, as in a real build.
  const context = {
    error(message: string): never {
      throw new Error(message)
    },
  }
  const RR = "/p/node_modules/react-router/dist/production/chunk-X.mjs"

  it.each([
    ["/p/node_modules/react-router/dist/development/chunk-X.mjs", true],
    ["C:\\p\\node_modules\\react-router\\dist\\production\\index.mjs", true],
    ["/p/node_modules/react-dom/cjs/react-dom.production.js", false],
    ["/p/src/root.tsx", false],
    ["/p/node_modules/@react-router/dev/dist/vite.js", false],
  ])("%s → transformed: %s", (id, transformed) => {
    const result = plugin.transform.call(context, 'var A = React.forwardRef(f);\nA.displayName = "A";', id)
    expect(result !== null).toBe(transformed)
  })

  it.each([
    ["NavLink made without forwardRef", "var NavLink = forwardRef(f);", /NavLink is no longer created/],
    ["a computed displayName", "var Form = React.forwardRef(f);\nForm.displayName = `Form`;", /Form.displayName/],
  ])("fails the build: %s", (_name, code, message) => {
    expect(() => plugin.transform.call(context, code, RR)).toThrow(message)
  })

  it("fails the client build when no module defined NavLink and Form", () => {
    const fresh = pureReactRouter()
    fresh.buildStart()
    fresh.transform.call(context, "export const x = 1;", RR)
    expect(() => fresh.buildEnd.call({ ...context, environment: { name: "client" } })).toThrow(/NavLink and Form/)
    expect(() => fresh.buildEnd.call({ ...context, environment: { name: "ssr" } })).not.toThrow()
  })

  it("passes a client build that marked both", () => {
    const fresh = pureReactRouter()
    fresh.buildStart()
    fresh.transform.call(
      context,
      'var NavLink = React.forwardRef(f);\nNavLink.displayName = "NavLink";\nvar Form = React.forwardRef(g);',
      RR,
    )
    expect(() => fresh.buildEnd.call({ ...context, environment: { name: "client" } })).not.toThrow()
  })

  it("leaves a React Router module without matches untouched", () => {
    expect(
      plugin.transform.call(context, "export const x = 1;", "/p/node_modules/react-router/dist/development/index.mjs"),
    ).toBeNull()
  })

  it("runs only in builds", () => {
    expect(plugin.apply).toBe("build")
  })
})

// If a React Router upgrade changes these patterns, the build fails (above); this says so before a build.
describe("the installed React Router", () => {
  const require = createRequire(import.meta.url)
  const dist = dirname(require.resolve("react-router/package.json")) + "/dist/development"
  const sources: string[] = readdirSync(dist)
    .filter((file) => file.endsWith(".mjs"))
    .map((file) => readFileSync(join(dist, file), "utf8"))
  const marked: string[] = sources.map((code) => markPure(code))

  it("has NavLink and Form created at the top level with displayName writes", () => {
    for (const name of ["NavLink", "Form"]) {
      expect(sources.some((code) => new RegExp(`^var ${name} = React\\d*\\.forwardRef\\(`, "m").test(code))).toBe(true)
      expect(sources.some((code) => new RegExp(`^${name}\\.displayName = "${name}";$`, "m").test(code))).toBe(true)
    }
  })

  it("passes checkMarked", () => {
    expect(sources.map((code, i) => checkMarked(code, marked[i]))).toEqual(sources.map(() => null))
  })

  it("after markPure, both are pure calls and no top-level displayName write is left", () => {
    for (const name of ["NavLink", "Form"]) {
      expect(
        marked.some((code) =>
          new RegExp(`^var ${name} = /\\* @__PURE__ \\*/ React\\d*\\.forwardRef\\(`, "m").test(code),
        ),
      ).toBe(true)
    }
    expect(marked.some((code) => /^\w+\.displayName = "[^"\n]*";$/m.test(code))).toBe(false)
  })
})
