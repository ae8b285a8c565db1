import { cva, type VariantProps } from "class-variance-authority"
import type { ComponentProps } from "react"
import { cn } from "@/lib/cn"

export const badgeVariants = cva(
  "inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-medium",
  {
    variants: {
      tone: {
        neutral: "border-border bg-muted text-foreground",
        primary: "border-transparent bg-accent text-accent-foreground",
        success: "border-transparent bg-success-soft text-success",
        danger: "border-transparent bg-destructive-soft text-destructive",
        warning: "border-transparent bg-warning-soft text-warning",
        /** Quiet: a property worth knowing that should not draw the eye (CORS, Free, Server only on cards). */
        outline: "border-border bg-transparent text-muted-foreground",
      },
    },
    defaultVariants: { tone: "neutral" },
  },
)

export function Badge({ className, tone, ...props }: ComponentProps<"span"> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ tone }), className)} {...props} />
}
