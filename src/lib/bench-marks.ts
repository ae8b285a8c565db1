// Every name the app shares with its benchmarks (docs/performance.md, "Running the measurements"): the User Timing marks a trace
// or a bench script reads, and the build-time sizes `npm run bench` builds with (scripts/bench.mjs). The one DOM hook a
// bench reads, the endpoint list's `data-query` (listed-endpoints.tsx, for bench-open.mjs), stays in that markup.

/** The palette's marks at each key (docs/search.md, "Speed"): its query posted to the worker, its results shown. */
export const BENCH_MARKS = ["palette:query", "palette:results"] as const
export type BenchMark = (typeof BENCH_MARKS)[number]

/** A User Timing mark (`performance.mark`) under one of BENCH_MARKS. */
export function mark(name: BenchMark): void {
  performance.mark(name)
}

/** `npm run bench`'s builds: /explore with a synthetic catalogue of N APIs, /status cut to N endpoints. */
export const BENCH_SIZES = ["BENCH_CATALOGUE_SIZE", "BENCH_STATUS_ENDPOINTS"] as const
export type BenchSize = (typeof BENCH_SIZES)[number]

/**
 * The size a bench build asks for, read by a route's loader at prerender time; 0 (the real catalogue) when unset or
 * not a positive number: `BENCH_CATALOGUE_SIZE=10000` → 10000, unset, `abc` or `-1` → 0.
 */
export function benchSize(name: BenchSize, env: Record<string, string | undefined> = process.env): number {
  const size = Number(env[name] ?? 0)
  return size > 0 ? size : 0
}
