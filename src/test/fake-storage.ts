// Test helper, not shipped.
/** An in-memory Storage; `failRead` / `failWrite` make it behave like a disabled or full storage. */
export class FakeStorage implements Storage {
  readonly data = new Map<string, string>()
  failRead = false
  failWrite = false
  constructor(initial: Record<string, string> = {}) {
    for (const [k, v] of Object.entries(initial)) this.data.set(k, v)
  }
  get length() {
    return this.data.size
  }
  clear() {
    this.data.clear()
  }
  getItem(key: string) {
    if (this.failRead) throw new DOMException("The operation is insecure.", "SecurityError")
    return this.data.get(key) ?? null
  }
  key(index: number) {
    return [...this.data.keys()][index] ?? null
  }
  removeItem(key: string) {
    this.data.delete(key)
  }
  setItem(key: string, value: string) {
    if (this.failWrite) throw new DOMException("Quota exceeded", "QuotaExceededError")
    this.data.set(key, String(value))
  }
  [name: string]: unknown
}
