import { clsx, type ClassValue } from "clsx"

/**
 * Joins class names: cn("px-2", isActive && "bg-accent") → "px-2 bg-accent".
 * No tailwind-merge on purpose (7 KB gzip on every page): callers pass layout classes that don't
 * conflict with a variant's own, e.g. "mt-8 w-full" on a button.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs)
}
