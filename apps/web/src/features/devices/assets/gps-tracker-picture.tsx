import type { SVGProps } from 'react';

/** The default picture of a GPS tracker: a rounded puck with a location pin, drawn in currentColor. */
export function GpsTrackerPicture(props: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden focusable="false" {...props}>
      <rect x="14" y="8" width="36" height="48" rx="11" fill="currentColor" opacity="0.14" />
      <rect x="14" y="8" width="36" height="48" rx="11" fill="none" stroke="currentColor" strokeWidth="3" />
      <path
        d="M32 19c-5.8 0-10.5 4.5-10.5 10.1C21.5 36.8 32 46 32 46s10.5-9.2 10.5-16.9C42.5 23.5 37.8 19 32 19z"
        fill="currentColor"
      />
      <circle cx="32" cy="29.2" r="3.8" fill="#fff" />
    </svg>
  );
}
