// Figures the measuring scripts print (`npm run bench:load`, `npm run perf`).

/**
 * The median of the finite numbers in `values` (nulls and NaN are left out); the mean of the middle two for an even
 * count, as Lighthouse CI's "median" aggregation computes it. null when there is no number.
 * median([3, 1, 2]) → 2; median([4, 1, 3, 2]) → 2.5; median([null, 5]) → 5; median([]) → null
 */
export function median(values) {
  const sorted = values.filter((v) => v !== null && Number.isFinite(v)).sort((a, b) => a - b)
  if (sorted.length === 0) return null
  const mid = sorted.length >> 1
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}
