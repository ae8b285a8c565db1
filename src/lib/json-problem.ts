import { lineAndColumn } from "./text-position"

/**
 * Where a JSON text first goes wrong, for the tester's body editor (docs/behaviour.md §7) and the API description
 * importer's messages: 'line 3, column 7'.
 * Browsers word JSON.parse errors differently and Safari gives no position at all, so a small scanner that
 * follows RFC 8259 exactly finds the offset itself; it accepts precisely what JSON.parse accepts (property-tested).
 */

export type JsonProblem = { offset: number; line: number; column: number; reason: string; message: string }

// The hot loops read char codes, not one-character strings or regexes: 10 MB is checked in one pass of about
// 0.1 s instead of 0.2 s, and the body editor checks on each change of its text.
const isWhitespace = (c: number) => c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d
const isDigit = (c: number) => c >= 0x30 && c <= 0x39

class Scanner {
  i = 0
  constructor(readonly text: string) {}

  fail(reason: string, at = this.i): never {
    throw new ScanError(at, reason)
  }

  skip(): void {
    while (isWhitespace(this.text.charCodeAt(this.i))) this.i++
  }

  value(): void {
    this.skip()
    const c = this.text[this.i]
    if (c === undefined) this.fail("the text ends where a value should start")
    if (c === "{") return this.object()
    if (c === "[") return this.array()
    if (c === '"') return this.string()
    if (c === "-" || (c >= "0" && c <= "9")) return this.number()
    const word = c === "t" ? "true" : c === "f" ? "false" : c === "n" ? "null" : undefined
    if (word) {
      // Checked letter by letter, so "nul" or "tru e" points at the letter that is wrong.
      for (const letter of word) {
        if (this.text[this.i] !== letter) this.expected(`'${word}'`)
        this.i++
      }
      return
    }
    this.fail(`unexpected ${describe(c)}`)
  }

  object(): void {
    this.i++
    this.skip()
    if (this.text[this.i] === "}") {
      this.i++
      return
    }
    for (;;) {
      this.skip()
      if (this.text[this.i] !== '"') this.expected("a property name in double quotes")
      this.string()
      this.skip()
      if (this.text[this.i] !== ":") this.expected("':' after the property name")
      this.i++
      this.value()
      this.skip()
      const c = this.text[this.i]
      this.i++
      if (c === "}") return
      if (c !== ",") this.expected("',' or '}' after a property value", this.i - 1)
    }
  }

  array(): void {
    this.i++
    this.skip()
    if (this.text[this.i] === "]") {
      this.i++
      return
    }
    for (;;) {
      this.value()
      this.skip()
      const c = this.text[this.i]
      this.i++
      if (c === "]") return
      if (c !== ",") this.expected("',' or ']' after an array item", this.i - 1)
    }
  }

  string(): void {
    this.i++
    for (;;) {
      const code = this.text.charCodeAt(this.i)
      if (code === 0x22) {
        this.i++
        return
      }
      if (code === 0x5c) {
        this.escape()
        continue
      }
      // NaN: past the end.
      if (Number.isNaN(code)) this.fail("the text ends inside a string")
      if (code < 0x20) this.fail("a control character (such as a line break) inside a string; write it as \\n")
      this.i++
    }
  }

  escape(): void {
    const e = this.text[this.i + 1]
    if (e === "u") {
      for (let k = 2; k < 6; k++) {
        if (!/[0-9a-fA-F]/.test(this.text[this.i + k] ?? "")) this.fail("a bad \\u escape", this.i + k)
      }
      this.i += 6
      return
    }
    if (e === undefined || !'"\\/bfnrt'.includes(e)) this.fail("a bad escape after \\", this.i + 1)
    this.i += 2
  }

  number(): void {
    // Each part is checked where it starts, so the error points at the character that breaks the number.
    const digits = () => {
      const start = this.i
      while (isDigit(this.text.charCodeAt(this.i))) this.i++
      if (this.i === start) this.fail("a malformed number: a digit is missing")
    }
    if (this.text[this.i] === "-") this.i++
    if (this.text[this.i] === "0") this.i++
    else digits()
    if (this.text[this.i] === ".") {
      this.i++
      digits()
    }
    if (this.text[this.i] === "e" || this.text[this.i] === "E") {
      this.i++
      if (this.text[this.i] === "+" || this.text[this.i] === "-") this.i++
      digits()
    }
  }

  expected(what: string, at = this.i): never {
    const c = this.text[at]
    this.fail(c === undefined ? `the text ends; expected ${what}` : `expected ${what}, found ${describe(c)}`, at)
  }
}

class ScanError extends Error {
  constructor(
    readonly offset: number,
    readonly reason: string,
  ) {
    super(reason)
  }
}

function describe(c: string): string {
  return c < " " ? `U+${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")}` : `'${c}'`
}

/**
 * The first syntax error in `text`, or null when JSON.parse would accept it.
 *
 * jsonProblem('{\n  "a": 1,\n}') → { offset: 12, line: 3, column: 1, reason: "expected a property name in double
 *   quotes, found '}'", message: "Invalid JSON at line 3, column 1: expected a property name in double quotes, found '}'." }
 */
export function jsonProblem(text: string): JsonProblem | null {
  const scanner = new Scanner(text)
  try {
    scanner.value()
    scanner.skip()
    if (scanner.i < text.length) scanner.fail(`unexpected ${describe(text[scanner.i] ?? "")} after the JSON value`)
    return null
  } catch (error) {
    if (!(error instanceof ScanError)) return deepProblem(text, error)
    const { line, column } = lineAndColumn(text, error.offset)
    return {
      offset: error.offset,
      line,
      column,
      reason: error.reason,
      message: `Invalid JSON at line ${line}, column ${column}: ${error.reason}.`,
    }
  }
}

/** The scanner recursed too deep (tens of thousands of nested brackets): ask the engine, without a position. */
function deepProblem(text: string, error: unknown): JsonProblem | null {
  if (!(error instanceof RangeError)) throw error
  try {
    JSON.parse(text)
    return null
  } catch {
    const reason = TOO_DEEP
    return { offset: 0, line: 1, column: 1, reason, message: `Invalid JSON: ${reason}.` }
  }
}

const TOO_DEEP = "the JSON is nested too deeply to locate the error"

/**
 * Where JSON.parse stops on `text`: the offset of the offending character, or the text's length when it ends early;
 * undefined when the text is valid JSON or nested too deeply to walk (no position to give). For messages worded by
 * the engine, which gives a position only for some errors: V8's "Unexpected token '}', "{"a": tru}" is not valid
 * JSON" has none, and Safari never gives one. jsonErrorOffset('{"a": 1,}') → 8
 */
export function jsonErrorOffset(text: string): number | undefined {
  const problem = jsonProblem(text)
  return problem === null || problem.reason === TOO_DEEP ? undefined : problem.offset
}
