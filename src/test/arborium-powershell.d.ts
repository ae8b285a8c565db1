// Types for the parts of @arborium/powershell (a tree-sitter PowerShell grammar as wasm, no types shipped)
// that more-languages.test.ts uses.
declare module "@arborium/powershell" {
  export default function init(options: { module_or_path: Uint8Array | ArrayBuffer }): Promise<unknown>
  export function create_session(): number
  export function set_text(session: number, text: string): void
  export function parse_utf16(session: number): unknown
  export function free_session(session: number): void
}
