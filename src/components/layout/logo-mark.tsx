/** The API Explorer mark: a compass-like bracket pair. Decorative; the title next to it names the site. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={className}>
      <rect width="32" height="32" rx="8" fill="var(--primary)" />
      <path
        d="M12 9l-5 7 5 7M20 9l5 7-5 7"
        fill="none"
        stroke="var(--primary-foreground)"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="16" cy="16" r="2.5" fill="var(--primary-foreground)" />
    </svg>
  )
}
