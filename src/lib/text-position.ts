// Where an offset falls in a text, for error messages people read ("at line 3, column 7"): the API description
// importer's JSON and YAML errors and the tester's body editor use this one rule.

/**
 * 1-based line and column of a UTF-16 offset. "\r\n", "\n" and a lone "\r" (old Mac files) each end one line, so
 * a Windows file is not counted as having twice its lines and a CR-only file is not one long line. An offset past
 * the end counts on from the last line.
 *
 * lineAndColumn("a\r\nb", 3) → { line: 2, column: 1 }; lineAndColumn("a\rb", 2) → { line: 2, column: 1 }
 */
export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1
  let start = 0
  const end = Math.min(offset, text.length)
  for (let i = 0; i < end; i++) {
    const c = text.charCodeAt(i)
    // A "\r" directly before "\n" is not a line end of its own: the "\n" ends that line.
    if (c === 0x0a || (c === 0x0d && text.charCodeAt(i + 1) !== 0x0a)) {
      line++
      start = i + 1
    }
  }
  return { line, column: offset - start + 1 }
}
