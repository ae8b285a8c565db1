// Lighthouse CI (npm run perf): mobile default settings, median of 3 runs, on the production build served by
// scripts/serve.mjs (gzip + the _headers file), with Debian's chromium (CHROME_PATH).
// scripts/perf.mjs picks a free port; 4190 only when lhci is run by hand without it.
const PORT = process.env.PERF_PORT ?? "4190"
const BASE = `http://127.0.0.1:${PORT}`

module.exports = {
  ci: {
    collect: {
      startServerCommand: `PORT=${PORT} node scripts/serve.mjs`,
      startServerReadyPattern: "Serving",
      url: [`${BASE}/`, `${BASE}/explore`, `${BASE}/api/jsonplaceholder`],
      numberOfRuns: 3,
      chromePath: process.env.CHROME_PATH || process.env.CHROMIUM_PATH || "/usr/bin/chromium",
      settings: {
        chromeFlags:
          "--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync --disable-dev-shm-usage",
      },
    },
    assert: {
      // Each budget is checked against the median of the three runs' values for that metric (scores included).
      // "median-run" checked every metric of one run, picked for its FCP and TTI, so one run's outlier in another
      // metric (an LCP of 1.06 s where the other two were 0.90 s) failed the budget as often as that run was picked.
      aggregationMethod: "median",
      assertions: {
        // A guard against a collapse, not the target (≥ 0.95, printed by scripts/perf.mjs): on 2026-11-25 the build
        // that scored 100 on 2026-11-24 scored 92–94 on this machine, and `/`, a page with no JavaScript, measured
        // TBT 76–364 ms (docs/decisions/014-lighthouse-performance-as-a-guard.md).
        "categories:performance": ["error", { minScore: 0.8 }],
        "categories:accessibility": ["error", { minScore: 1 }],
        "categories:best-practices": ["error", { minScore: 1 }],
        "categories:seo": ["error", { minScore: 1 }],
        // LCP within Lighthouse's "good" 2.5 s on every page (mobile, simulated throttling). It was 1.0 s while the
        // scripts waited for the load event; they now download from the start, which makes the pages usable about
        // 1 s sooner on a slow phone and moves this simulated figure to about 2 s (docs/decisions/017-download-early.md).
        "largest-contentful-paint": ["error", { maxNumericValue: 2500 }],
        "cumulative-layout-shift": ["error", { maxNumericValue: 0.02 }],
        // TBT is printed (scripts/perf.mjs), not asserted: on this 2-core machine with Chromium 156 the build of
        // 2026-11-22 that passed ≤ 100 ms measures 250–356 ms, and a build with no JavaScript at all 50–205 ms
        // (docs/decisions/012-lighthouse-gate-on-this-machine.md). The performance score above, which weighs TBT at
        // 30 %, is what CI gates on instead.
      },
    },
    upload: { target: "filesystem", outputDir: "reports/lighthouse" },
  },
}
