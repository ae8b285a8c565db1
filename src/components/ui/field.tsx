import { cva, type VariantProps } from "class-variance-authority"
import type { ComponentProps } from "react"
import { cn } from "@/lib/cn"

/**
 * A form field's look, one for every text box, list and editor: its border (red while `aria-invalid`), background,
 * type size, padding and height, and the 44 px touch size on a coarse pointer (docs/behaviour.md, "Touch targets").
 * Callers add layout only (width, flex, a monospace font), never a class that conflicts with these (cn has no
 * tailwind-merge).
 */
export const fieldVariants = cva(
  "min-w-0 rounded-md border border-input bg-card text-sm text-foreground placeholder:text-muted-foreground disabled:opacity-60 aria-invalid:border-destructive",
  {
    variants: {
      variant: {
        /** One line: a search box, a parameter, a list. */
        line: "h-10 px-3 pointer-coarse:h-11",
        /** One line beside smaller controls (the JSON tree's filter, the code language). */
        small: "h-9 px-2 pointer-coarse:h-11",
        /** One line with an icon inside at its start (the catalogue's search). */
        icon: "h-10 pr-3 pl-9 pointer-coarse:h-11",
        /** Many lines: a body editor, a pasted document. */
        box: "p-3",
      },
    },
    defaultVariants: { variant: "line" },
  },
)

type FieldProps = VariantProps<typeof fieldVariants>

export function Input({ className, variant, ...props }: ComponentProps<"input"> & FieldProps) {
  return <input className={cn(fieldVariants({ variant }), className)} {...props} />
}

export function Select({ className, variant, ...props }: ComponentProps<"select"> & FieldProps) {
  return <select className={cn(fieldVariants({ variant }), className)} {...props} />
}

export function TextArea({ className, variant = "box", ...props }: ComponentProps<"textarea"> & FieldProps) {
  return <textarea className={cn(fieldVariants({ variant }), className)} {...props} />
}
