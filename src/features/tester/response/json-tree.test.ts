import { describe, expect, it } from "vitest"
import { JsonNumberText, parseJsonKeepingNumbers } from "./json-text"
import {
  childPath,
  copyableValue,
  expandAll,
  filterJson,
  formatPath,
  kindOf,
  MAX_MATCHES,
  morePath,
  PAGE_SIZE,
  previewValue,
  shownChildPath,
  sizeLabel,
  treeKeyAction,
  valueAt,
  visibleTree,
  type Segment,
  type TreeItem,
  type TreeNode,
} from "./json-tree"

const paths = (items: readonly TreeItem[]) => items.map((item) => item.path)
const none = new Set<string>()

describe("formatPath", () => {
  it.each<[Segment[], string]>([
    [[], ""],
    [["items", 3, "name"], "items[3].name"],
    [[0, "id"], "[0].id"],
    [["a b"], '["a b"]'],
    [["a.b"], '["a.b"]'],
    [["x", "a.b", "c"], 'x["a.b"].c'],
    [['say "hi"'], '["say \\"hi\\""]'],
    [["back\\slash"], '["back\\\\slash"]'],
    [["[0]"], '["[0]"]'],
    [["]"], '["]"]'],
    [[""], '[""]'],
    [["3"], '["3"]'],
    [["items", "3"], 'items["3"]'],
    [["1e3"], '["1e3"]'],
    [["café", "naïve"], "café.naïve"],
    [["日本語"], "日本語"],
    [["emoji 🎉"], '["emoji 🎉"]'],
    [["$ref", "_id"], "$ref._id"],
    [["line\nbreak"], '["line\\nbreak"]'],
    [["nul\u0000"], '["nul\\u0000"]'],
    [["__proto__"], "__proto__"],
    [["class"], "class"],
    [["-x"], '["-x"]'],
  ])("%j → %s", (segments, expected) => {
    expect(formatPath(segments)).toBe(expected)
  })

  it("tells an object key '3' from the index 3, and a key with a dot from two keys", () => {
    const formatted = [
      formatPath(["a", 3]),
      formatPath(["a", "3"]),
      formatPath(["a.b"]),
      formatPath(["a", "b"]),
      formatPath([""]),
      formatPath(["", ""]),
    ]
    expect(new Set(formatted).size).toBe(formatted.length)
  })

  it("childPath builds the same path step by step", () => {
    expect(childPath(childPath(childPath("", "items"), 3), "name")).toBe("items[3].name")
  })
})

describe("kindOf, valueAt, previews", () => {
  it.each<[unknown, string]>([
    [null, "null"],
    [[], "array"],
    [{}, "object"],
    ["", "string"],
    [0, "number"],
    [false, "boolean"],
  ])("kindOf(%j) = %s", (value, kind) => {
    expect(kindOf(value)).toBe(kind)
  })

  it("reads an own '__proto__' key (JSON.parse makes one), never Object.prototype", () => {
    const data: unknown = JSON.parse('{"__proto__": {"x": 1}, "a": [10, {"b": 2}]}')
    expect(valueAt(data, ["__proto__"])).toEqual({ x: 1 })
    expect(valueAt(data, ["a", 1, "b"])).toBe(2)
    expect(valueAt(data, ["a", 5])).toBeUndefined()
    expect(valueAt(data, ["a", 0, "x"])).toBeUndefined()
    expect(valueAt(data, ["toString"])).toBeUndefined()
  })

  it.each<[unknown, string]>([
    ["hi", '"hi"'],
    ['say "hi"\n', '"say \\"hi\\"\\n"'],
    [42, "42"],
    [null, "null"],
    [true, "true"],
    ["x".repeat(301), `"${"x".repeat(300)}…"`],
  ])("previewValue(%j) = %s", (value, expected) => {
    expect(previewValue(value)).toBe(expected)
  })

  it.each<[Parameters<typeof sizeLabel>, string]>([
    [["array", 0], "0 items"],
    [["array", 1], "1 item"],
    [["object", 1], "1 key"],
    [["object", 100000], "100,000 keys"],
  ])("sizeLabel%j = %s", (args, expected) => {
    expect(sizeLabel(...args)).toBe(expected)
  })

  it("copyableValue of 5,000 levels of nesting (JSON.stringify overflows the stack there)", () => {
    const value: unknown = JSON.parse(`${"[".repeat(5_000)}1${"]".repeat(5_000)}`)
    const copied = copyableValue(value)
    expect(copied.startsWith("[\n  [\n    [")).toBe(true)
    expect(copied.split("\n")).toHaveLength(10_001)
  })

  it.each<[unknown, string]>([
    ["plain text", "plain text"],
    [3.5, "3.5"],
    [null, "null"],
    [{ a: [1] }, '{\n  "a": [\n    1\n  ]\n}'],
  ])("copyableValue(%j)", (value, expected) => {
    expect(copyableValue(value)).toBe(expected)
  })
})

describe("numbers kept as received", () => {
  const data = parseJsonKeepingNumbers(
    '{"big": 12345678901234567890123, "id": 9007199254740993, "one": 1.0, "e": 1E2, "list": [1.0, 2]}',
  )
  const big = new JsonNumberText("12345678901234567890123")

  it("are numbers in the tree, shown as received", () => {
    expect(kindOf(big)).toBe("number")
    expect(previewValue(big)).toBe("12345678901234567890123")
    const rows = visibleTree(data, { expanded: new Set(["list"]) })
    expect(
      rows.map((row) =>
        row.type === "node" ? [row.path, row.kind, row.size, row.size === null ? previewValue(row.value) : ""] : [],
      ),
    ).toEqual([
      ["big", "number", null, "12345678901234567890123"],
      ["id", "number", null, "9007199254740993"],
      ["one", "number", null, "1.0"],
      ["e", "number", null, "1E2"],
      ["list", "array", 2, ""],
      ["list[0]", "number", null, "1.0"],
      ["list[1]", "number", null, "2"],
    ])
  })

  it("are found by the filter as received", () => {
    expect([...filterJson(data, "9007199254740993")!.matches]).toEqual(["id"])
    expect([...filterJson(data, "567890123")!.matches]).toEqual(["big"])
    expect([...filterJson(data, "1E2")!.matches]).toEqual(["e"])
    expect([...filterJson(data, "1.0")!.matches]).toEqual(["one", "list[0]"])
  })

  it("are copied as received, alone or inside a container", () => {
    expect(copyableValue(big)).toBe("12345678901234567890123")
    expect(copyableValue(valueAt(data, ["list"]))).toBe("[\n  1.0,\n  2\n]")
  })
})

describe("visibleTree", () => {
  const data = { user: { name: "Ann", tags: ["a", "b"] }, id: 7, empty: {}, list: [] }

  it("shows the root's children, collapsed, with their size", () => {
    const items = visibleTree(data, { expanded: none })
    expect(paths(items)).toEqual(["user", "id", "empty", "list"])
    const user = items[0] as TreeNode
    expect(user).toMatchObject({ kind: "object", size: 2, level: 1, posInSet: 1, setSize: 4, isExpanded: false })
    expect(items[1]).toMatchObject({ kind: "number", size: null, value: 7 })
  })

  it("enters only expanded nodes, at any depth; an empty container never counts as expanded", () => {
    const items = visibleTree(data, { expanded: new Set(["user", "user.tags", "empty"]) })
    expect(paths(items)).toEqual([
      "user",
      "user.name",
      "user.tags",
      "user.tags[0]",
      "user.tags[1]",
      "id",
      "empty",
      "list",
    ])
    expect(items[3]).toMatchObject({ level: 3, posInSet: 1, setSize: 2, parentPath: "user.tags" })
    expect(items.find((item) => item.path === "empty")).toMatchObject({ isExpanded: false })
  })

  it("ignores an expanded child whose parent is collapsed", () => {
    expect(paths(visibleTree(data, { expanded: new Set(["user.tags"]) }))).toEqual(["user", "id", "empty", "list"])
  })

  it.each([[null], [42], ["text"], [{}], [[]]])("a root of %j has no items", (root) => {
    expect(visibleTree(root, { expanded: none })).toEqual([])
  })

  it("shows a 100,000-item array a page at a time, touching only that page", () => {
    const big = Array.from({ length: 100_000 }, (_, index) => ({ index }))
    const started = performance.now()
    const items = visibleTree(big, { expanded: none })
    expect(performance.now() - started).toBeLessThan(50)
    expect(items).toHaveLength(PAGE_SIZE + 1)
    expect(items[0]).toMatchObject({ path: "[0]", setSize: 100_000 })
    expect(items.at(-1)).toEqual({
      type: "more",
      path: morePath(""),
      parentPath: "",
      level: 1,
      shown: PAGE_SIZE,
      total: 100_000,
    })
    const more = visibleTree(big, { expanded: none, shown: new Map([["", 250]]) })
    expect(more).toHaveLength(251)
    expect(more[249]).toMatchObject({ path: "[249]", posInSet: 250 })
    const all = visibleTree(big, { expanded: none, shown: new Map([["", 200_000]]) })
    expect(all).toHaveLength(100_000)
    expect(all.at(-1)?.type).toBe("node")
  })

  it("walks 8,000 levels of nesting (a recursive walk overflows the stack there), a row per level", () => {
    const depth = 8_000
    let deep: unknown = "bottom"
    for (let level = 0; level < depth; level++) deep = { k: deep }
    const expanded = new Set<string>()
    let path = ""
    for (let level = 0; level < depth; level++) {
      path = childPath(path, "k")
      expanded.add(path)
    }
    const rows = visibleTree(deep, { expanded })
    expect(rows).toHaveLength(depth)
    expect(rows.map((row) => row.level)).toEqual(Array.from({ length: depth }, (_, index) => index + 1))
    expect(rows.at(-1)).toMatchObject({ level: depth, value: "bottom", kind: "string", posInSet: 1, setSize: 1 })
  }, 30_000)

  it("lists each container's rows, then its 'Show next' row, then its next sibling", () => {
    const data = { a: Array.from({ length: 101 }, (_, index) => index), b: 1 }
    const rows = visibleTree(data, { expanded: new Set(["a"]) })
    expect(paths(rows.slice(0, 2))).toEqual(["a", "a[0]"])
    expect(rows.slice(-2)).toMatchObject([
      { type: "more", parentPath: "a", level: 2, shown: 100, total: 101 },
      { path: "b", level: 1, posInSet: 2 },
    ])
  })

  it("walks deep nesting without trouble", () => {
    let deep: unknown = "bottom"
    const expanded = new Set<string>()
    let path = ""
    for (let depth = 0; depth < 2000; depth++) deep = { k: deep }
    for (let depth = 0; depth < 2000; depth++) {
      path = childPath(path, "k")
      expanded.add(path)
    }
    const flat = visibleTree(deep, { expanded })
    expect(flat).toHaveLength(2000)
    expect(flat.at(-1)).toMatchObject({ level: 2000, value: "bottom" })
  })
})

describe("filterJson", () => {
  const data = {
    items: [
      { name: "Alpha", id: 1 },
      { name: "beta", id: 2, nested: { note: "ALPHA again" } },
      { name: "gamma", id: 3 },
    ],
    "a b": { alphabet: true },
    count: 3,
  }

  it("an empty or blank query is no filter", () => {
    expect(filterJson(data, "")).toBeNull()
    expect(filterJson(data, "   ")).toBeNull()
  })

  it.each<[string, string[], Record<string, Segment[]>]>([
    [
      "alpha",
      ["items[0].name", "items[1].nested.note", '["a b"].alphabet'],
      {
        "": ["items", "a b"],
        items: [0, 1],
        "items[0]": ["name"],
        "items[1]": ["nested"],
        "items[1].nested": ["note"],
        '["a b"]': ["alphabet"],
      },
    ],
    [
      "NAME",
      ["items[0].name", "items[1].name", "items[2].name"],
      { "": ["items"], items: [0, 1, 2], "items[0]": ["name"], "items[1]": ["name"], "items[2]": ["name"] },
    ],
    ["3", ["items[2].id", "count"], { "": ["items", "count"], items: [2], "items[2]": ["id"] }],
    ["true", ['["a b"].alphabet'], { "": ["a b"], '["a b"]': ["alphabet"] }],
    ["items", ["items"], { "": ["items"] }],
    ["nothing like it", [], {}],
  ])("%s → matches %j", (query, matches, childrenOf) => {
    const result = filterJson(data, query)!
    expect([...result.matches]).toEqual(matches)
    expect(Object.fromEntries(result.childrenOf)).toEqual(childrenOf)
    expect(result.isCapped).toBe(false)
  })

  it("shows the matches and their ancestors, which the filter opens; a matching container stays closed", () => {
    const filter = filterJson(data, "alpha")!
    const expanded = new Set(filter.childrenOf.keys())
    const items = visibleTree(data, { expanded, filter })
    expect(paths(items)).toEqual([
      "items",
      "items[0]",
      "items[0].name",
      "items[1]",
      "items[1].nested",
      "items[1].nested.note",
      '["a b"]',
      '["a b"].alphabet',
    ])
    // Positions count the shown siblings.
    expect(items[3]).toMatchObject({ posInSet: 2, setSize: 2, isMatch: false })
    expect(items[2]).toMatchObject({ isMatch: true })
    const onlyKey = filterJson(data, "nested")!
    const shown = visibleTree(data, { expanded: new Set(onlyKey.childrenOf.keys()), filter: onlyKey })
    expect(shown.map((item) => item.path)).toEqual(["items", "items[1]", "items[1].nested"])
    expect(shown.at(-1)).toMatchObject({ isExpanded: false, isMatch: true })
    // Opening a matching container shows all of its children.
    const opened = visibleTree(data, {
      expanded: new Set([...onlyKey.childrenOf.keys(), "items[1].nested"]),
      filter: onlyKey,
    })
    expect(paths(opened).at(-1)).toBe("items[1].nested.note")
  })

  it("no match → no items", () => {
    expect(visibleTree(data, { expanded: none, filter: filterJson(data, "zzz") })).toEqual([])
  })

  it("matches keys with dots, quotes, brackets, unicode, empty and numeric-looking keys", () => {
    const odd: unknown = JSON.parse(
      '{"a.b": 1, "say \\"x\\"": 2, "[0]": 3, "café": 4, "": {"5": "five"}, "__proto__": {"k": "v"}}',
    )
    expect([...filterJson(odd, ".")!.matches]).toEqual(['["a.b"]'])
    expect([...filterJson(odd, '"x"')!.matches]).toEqual(['["say \\"x\\""]'])
    expect([...filterJson(odd, "[0")!.matches]).toEqual(['["[0]"]'])
    expect([...filterJson(odd, "CAFÉ")!.matches]).toEqual(["café"])
    expect([...filterJson(odd, "5")!.matches]).toEqual(['[""]["5"]'])
    expect([...filterJson(odd, "five")!.matches]).toEqual(['[""]["5"]'])
    expect([...filterJson(odd, "k")!.matches]).toEqual(["__proto__.k"])
  })

  it(`stops at ${MAX_MATCHES} matches in a 100,000-item array, and says so`, () => {
    const big = Array.from({ length: 100_000 }, (_, index) => ({ id: index, name: `item ${index}` }))
    const result = filterJson(big, "item")!
    expect(result.matches.size).toBe(MAX_MATCHES)
    expect(result.isCapped).toBe(true)
    expect(result.childrenOf.get("")).toHaveLength(MAX_MATCHES)
    const items = visibleTree(big, { expanded: new Set(result.childrenOf.keys()), filter: result })
    // Paged under the filter too: 100 matching items, each opened to its match, and a 'Show next' row.
    expect(items.filter((item) => item.level === 1)).toHaveLength(PAGE_SIZE + 1)
    expect(items).toHaveLength(2 * PAGE_SIZE + 1)
    expect(items.at(-1)).toMatchObject({ type: "more", total: MAX_MATCHES })
    expect(paths(items.slice(0, 2))).toEqual(["[0]", "[0].name"])
  })

  it("searches all of a 100,000-item array when few items match, fast", () => {
    const big = Array.from({ length: 100_000 }, (_, index) => ({ id: index, name: `item ${index}` }))
    const started = performance.now()
    const result = filterJson(big, "item 99999")!
    expect(performance.now() - started).toBeLessThan(1000)
    expect([...result.matches]).toEqual(["[99999].name"])
  })

  it("does not overflow the stack on deep nesting", () => {
    let deep: unknown = "needle"
    for (let depth = 0; depth < 20_000; depth++) deep = [deep]
    const result = filterJson(deep, "needle")!
    expect(result.matches.size).toBe(1)
    expect(result.childrenOf.size).toBe(20_000)
  })
})

describe("expandAll", () => {
  const data = { a: { b: { c: 1 } }, list: [1, 2, 3], x: 1 }

  it("opens everything that fits", () => {
    expect([...expandAll(data, {}, 100)]).toEqual(["a", "list", "a.b"])
  })

  it("breadth first, stopping at the budget", () => {
    // 3 top rows + a's 1 child = 4; list's 3 children would make 7.
    expect([...expandAll(data, {}, 5)]).toEqual(["a"])
    expect([...expandAll(data, {}, 5, true)]).toEqual([])
    expect([...expandAll(data, {}, 7, true)]).toEqual(["a", "list"])
  })

  it("keeps a list of 100 posts a list on the first view", () => {
    const posts = Array.from({ length: 100 }, (_, id) => ({ id, title: "t", body: "b", userId: 1 }))
    expect(expandAll(posts, {}, 200, true).size).toBe(0)
    expect(expandAll({ id: 1, title: "x" }, {}, 200, true).size).toBe(0)
  })

  it("is bounded on a 100,000-item array of objects", () => {
    const big = Array.from({ length: 100_000 }, (_, index) => ({ id: index, tags: ["a", "b"] }))
    const expanded = expandAll(big, {}, 2000)
    const rows = visibleTree(big, { expanded })
    expect(rows.length).toBeLessThanOrEqual(2000)
    expect(rows.length).toBeGreaterThan(300)
  })
})

describe("treeKeyAction (WAI-ARIA tree view keys)", () => {
  const data = { a: { b: 1, c: [1] }, d: 2, e: Array.from({ length: 150 }, () => 0) }
  const flat = visibleTree(data, { expanded: new Set(["a"]) })
  // a, a.b, a.c, d, e

  it.each<[string, string, ReturnType<typeof treeKeyAction>]>([
    ["ArrowDown", "a", { type: "focus", path: "a.b" }],
    ["ArrowDown", "e", null],
    ["ArrowUp", "a.b", { type: "focus", path: "a" }],
    ["ArrowUp", "a", null],
    ["Home", "d", { type: "focus", path: "a" }],
    ["Home", "a", null],
    ["End", "a", { type: "focus", path: "e" }],
    ["ArrowRight", "a", { type: "focus", path: "a.b" }],
    ["ArrowRight", "a.c", { type: "expand", path: "a.c" }],
    ["ArrowRight", "a.b", null],
    ["ArrowLeft", "a", { type: "collapse", path: "a" }],
    ["ArrowLeft", "a.b", { type: "focus", path: "a" }],
    ["ArrowLeft", "a.c", { type: "focus", path: "a" }],
    ["ArrowLeft", "d", null],
    ["Enter", "a", { type: "collapse", path: "a" }],
    ["Enter", "e", { type: "expand", path: "e" }],
    [" ", "a.c", { type: "expand", path: "a.c" }],
    ["Enter", "d", null],
    ["x", "a", null],
    ["ArrowDown", "not there", null],
  ])("%s on %s", (key, active, expected) => {
    expect(treeKeyAction(key, flat, active)).toEqual(expected)
  })

  it("Enter on a 'Show next' row shows more; Left from it goes to its parent", () => {
    const withMore = visibleTree(data, { expanded: new Set(["e"]) })
    const more = withMore.at(-1)!
    expect(more).toMatchObject({ type: "more", shown: 100, total: 150 })
    expect(treeKeyAction("Enter", withMore, more.path)).toEqual({ type: "more", parentPath: "e" })
    expect(treeKeyAction("ArrowLeft", withMore, more.path)).toEqual({ type: "focus", path: "e" })
    expect(treeKeyAction("ArrowRight", withMore, more.path)).toBeNull()
  })
})

describe("shownChildPath", () => {
  it.each<[string, unknown, number, string | null]>([
    ["", [1, 2, 3], 2, "[2]"],
    ["", [1, 2, 3], 3, null],
    ["x", { "a b": 1 }, 0, 'x["a b"]'],
    ["", 5, 0, null],
  ])("%s / %j / %i → %s", (parent, value, index, expected) => {
    expect(shownChildPath(parent, value, index)).toBe(expected)
  })

  it("counts only the shown children under a filter", () => {
    const data = [{ n: "a" }, { n: "b" }, { n: "a" }]
    expect(shownChildPath("", data, 1, filterJson(data, "a"))).toBe("[2]")
  })
})
