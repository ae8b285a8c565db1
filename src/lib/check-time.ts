// How a check's time reads (issue 14): relative on screen, exact on hover and focus and in accessible names.

const pad = (n: number) => String(n).padStart(2, "0")

/** The exact local time: formatExactTime(new Date(2026, 10, 22, 9, 5).getTime()) → "2026-11-22 09:05" */
export function formatExactTime(at: number): string {
  const d = new Date(at)
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`
}
