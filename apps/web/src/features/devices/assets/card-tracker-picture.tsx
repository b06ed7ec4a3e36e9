import type { SVGProps } from 'react';

/** The default picture of a card tracker: a wallet card with its chip and a radio signal, in currentColor. */
export function CardTrackerPicture(props: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden focusable="false" {...props}>
      <rect x="6" y="16" width="52" height="34" rx="5" fill="currentColor" opacity="0.14" />
      <rect x="6" y="16" width="52" height="34" rx="5" fill="none" stroke="currentColor" strokeWidth="3" />
      <rect x="13" y="24" width="11" height="9" rx="2" fill="currentColor" />
      <path d="M13 42h20" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      <g fill="none" stroke="currentColor" strokeWidth="2.6" strokeLinecap="round">
        <path d="M42 31a5 5 0 0 1 5-5" />
        <path d="M42 31a10 10 0 0 1 10-10" />
      </g>
      <circle cx="43" cy="30" r="2.2" fill="currentColor" />
    </svg>
  );
}
