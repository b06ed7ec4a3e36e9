import type { SVGProps } from 'react';

/** The default picture of a portable smart lock: a padlock with a keyhole, in currentColor. */
export function SmartLockPicture(props: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden focusable="false" {...props}>
      <path d="M21 29v-8a11 11 0 0 1 22 0v8" fill="none" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
      <rect x="13" y="28" width="38" height="28" rx="6" fill="currentColor" opacity="0.14" />
      <rect x="13" y="28" width="38" height="28" rx="6" fill="none" stroke="currentColor" strokeWidth="3" />
      <circle cx="32" cy="39" r="4" fill="currentColor" />
      <path d="M32 42v7" stroke="currentColor" strokeWidth="3.4" strokeLinecap="round" />
    </svg>
  );
}
