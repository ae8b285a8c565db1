import { readFileSync } from "node:fs"
import { describe, expect, it } from "vitest"
import { BENCH_MARKS, BENCH_SIZES, benchSize, mark } from "./bench-marks"

describe("mark", () => {
  it.each(BENCH_MARKS)("%s: one User Timing mark under exactly that name", (name) => {
    performance.clearMarks(name)
    mark(name)
    expect(performance.getEntriesByName(name, "mark")).toHaveLength(1)
  })
})

describe("benchSize", () => {
  const benchScript = readFileSync(new URL("../../scripts/bench.mjs", import.meta.url), "utf8")

  it.each(BENCH_SIZES)("%s is the name scripts/bench.mjs builds with", (name) => {
    expect(benchScript).toContain(`${name}: String(`)
  })

  it.each<[value: string | undefined, size: number]>([
    [undefined, 0],
    ["10000", 10_000],
    ["0", 0],
    ["-1", 0],
    ["abc", 0],
    ["", 0],
  ])("BENCH_CATALOGUE_SIZE=%j → %i", (value, size) => {
    expect(benchSize("BENCH_CATALOGUE_SIZE", { BENCH_CATALOGUE_SIZE: value })).toBe(size)
  })
})
