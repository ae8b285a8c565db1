/** The slow phone of docs/performance.md (what Lighthouse calls "Slow 4G" bandwidth with a 4× CPU slowdown), for
 * `npm run bench:load` and `npm run bench:open`. */
export const SLOW_PHONE = {
  network: { offline: false, latency: 150, downloadThroughput: (1.6e6 / 8) | 0, uploadThroughput: (750e3 / 8) | 0 },
  cpuSlowdown: 4,
}
