import { memo, useState } from "react"
import { markdownTree, type MarkdownBlock, type MarkdownInline, type MarkdownOptions } from "./markdown-tree"

// Draws markdownTree's nodes as React elements: every text is a React text node, every attribute one of the few set
// here. Loaded lazily by markdown-description.tsx, on an opened API's page only.

/** `className`: the text's colour and size, set by the place it is drawn in. */
export type MarkdownViewProps = MarkdownOptions & { text: string; className?: string }

// Parsed trees by place and text: the page re-renders (a tester opened and closed, a page of the list), and a card
// that leaves the filtered list and comes back is drawn again; each text is parsed once. Bounded: a long
// API's descriptions are many, and a tree is small next to its text.
const TREES_KEPT = 2000
const trees = new Map<string, MarkdownBlock[]>()

function treeOf(text: string, options: MarkdownOptions): MarkdownBlock[] {
  const key = `${options.idPrefix}\u0000${String(options.headingLevel)}\u0000${text}`
  let tree = trees.get(key)
  if (tree === undefined) {
    tree = markdownTree(text, options)
    if (trees.size >= TREES_KEPT) trees.clear()
    trees.set(key, tree)
  }
  return tree
}

export const MarkdownView = memo(function MarkdownView({ text, idPrefix, headingLevel, className }: MarkdownViewProps) {
  const tree = treeOf(text, { idPrefix, headingLevel })
  return (
    <div className={className}>
      <div className="flex min-w-0 flex-col gap-3 break-words">{renderBlocks(tree)}</div>
    </div>
  )
})

const HEADING_CLASS = "font-semibold text-foreground"
// Whole class names per alignment (Tailwind finds them in the source) rather than cn(): the lazily loaded view takes
// only React from the app's chunk. Its classes are mostly ones the app already uses, so the stylesheet every page
// inlines grows by a few bytes only (list-decimal, text-right).
const HEAD_CELL = {
  left: "border-b px-3 py-1.5 font-semibold whitespace-nowrap text-left",
  right: "border-b px-3 py-1.5 font-semibold whitespace-nowrap text-right",
  center: "border-b px-3 py-1.5 font-semibold whitespace-nowrap text-center",
  none: "border-b px-3 py-1.5 font-semibold whitespace-nowrap",
} as const
const BODY_CELL = {
  left: "px-3 py-1.5 align-top text-left",
  right: "px-3 py-1.5 align-top text-right",
  center: "px-3 py-1.5 align-top text-center",
  none: "px-3 py-1.5 align-top",
} as const

function renderBlocks(blocks: readonly MarkdownBlock[]) {
  return blocks.map((block, index) => <Block key={index} block={block} />)
}

function renderInlines(inlines: readonly MarkdownInline[]) {
  return inlines.map((inline, index) => <Inline key={index} inline={inline} />)
}

function Block({ block }: { block: MarkdownBlock }) {
  switch (block.kind) {
    case "paragraph":
      return <p>{renderInlines(block.children)}</p>
    case "heading": {
      const Heading = `h${block.level}` as const
      return (
        <Heading id={block.id} className={HEADING_CLASS}>
          {renderInlines(block.children)}
        </Heading>
      )
    }
    case "rule":
      return <hr className="border-border" />
    case "quote":
      return (
        <blockquote className="flex flex-col gap-3 rounded-md border px-3 py-2">
          {renderBlocks(block.children)}
        </blockquote>
      )
    case "list": {
      const items = block.items.map((item, index) => (
        <li key={index} className="space-y-1">
          {renderBlocks(item)}
        </li>
      ))
      return block.isOrdered ? (
        <ol start={block.start} className="list-decimal space-y-1 pl-5">
          {items}
        </ol>
      ) : (
        <ul className="list-disc space-y-1 pl-5">{items}</ul>
      )
    }
    case "codeBlock":
      // Wrapped rather than scrolled: readable at 390 px without a sideways scroll inside the page's own.
      return (
        <pre className="rounded-md bg-muted px-3 py-2 font-mono text-xs whitespace-pre-wrap text-foreground">
          <code>{block.text}</code>
        </pre>
      )
    case "table":
      return (
        // A wide table scrolls by itself; focusable so a keyboard can scroll it too. A group, not a region: a page
        // with several tables would otherwise have landmarks of the same name.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must take focus (WCAG 2.1.1)
        <div role="group" aria-label="Table" tabIndex={0} className="max-w-full overflow-x-auto rounded-md border">
          <table className="w-full text-left text-sm">
            <thead className="bg-muted text-foreground">
              <tr>
                {block.head.map((cell, index) => (
                  <th key={index} className={HEAD_CELL[block.align[index] ?? "none"]}>
                    {renderInlines(cell)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y">
              {block.rows.map((row, rowIndex) => (
                <tr key={rowIndex}>
                  {row.map((cell, index) => (
                    <td key={index} className={BODY_CELL[block.align[index] ?? "none"]}>
                      {renderInlines(cell)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )
  }
}

function Inline({ inline }: { inline: MarkdownInline }) {
  switch (inline.kind) {
    case "text":
      return inline.text
    case "emphasis":
      return <em>{renderInlines(inline.children)}</em>
    case "strong":
      return <strong className="font-semibold text-foreground">{renderInlines(inline.children)}</strong>
    case "code":
      return <code className="rounded bg-muted px-1 font-mono text-foreground">{inline.text}</code>
    case "break":
      return <br />
    case "link":
      return (
        <a
          href={inline.href}
          target="_blank"
          rel="noopener noreferrer"
          className="text-primary underline underline-offset-2"
        >
          {renderInlines(inline.children)}
        </a>
      )
    case "image":
      return <ClickToLoadImage src={inline.src} host={inline.host} alt={inline.alt} />
  }
}

/**
 * A description's image: a button until the visitor asks for it, since loading it tells its host who reads the
 * description (and when). Sent without a referrer.
 */
function ClickToLoadImage({ src, host, alt }: { src: string; host: string; alt: string }) {
  const [isShown, setIsShown] = useState(false)
  if (isShown) return <img src={src} alt={alt} referrerPolicy="no-referrer" className="inline max-w-full" />
  return (
    <button
      type="button"
      onClick={() => setIsShown(true)}
      className="inline-flex max-w-full items-center rounded-md border px-2 py-0.5 text-xs text-foreground hover:bg-accent"
    >
      <span className="truncate">Show image from {host}</span>
      {alt && <span className="sr-only">: {alt}</span>}
    </button>
  )
}
