import type { IconNode } from "lucide"
import type { ComponentProps } from "react"
import { cn } from "@/lib/cn"

/**
 * A Lucide icon drawn from `lucide`'s data (`import { Sun } from "lucide"`: the same icons as lucide-react, as plain
 * arrays), for the components every page loads first. lucide-react's components share a 1.2 KB (gzip) runtime that
 * would load on every page; this is the same SVG, with lucide-react's attributes, for 0.2 KB (ADR 026). Decorative:
 * hidden from screen readers, like lucide-react's icons without a label.
 *
 * <Icon node={Sun} className="size-5" /> → <svg class="lucide size-5" … aria-hidden="true"><circle …/>…</svg>
 */
export function Icon({ node, className, ...props }: { node: IconNode } & ComponentProps<"svg">) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className={cn("lucide", className)}
      {...props}
    >
      {node.map(([Tag, attributes], index) => (
        <Tag key={index} {...attributes} />
      ))}
    </svg>
  )
}
