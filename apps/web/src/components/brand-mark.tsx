/** Our own marks: a four-pointed star, and for enterprise accounts the star with a badge. */
export function BrandMark({ enterprise = false, size = 36 }: { enterprise?: boolean; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="9" fill="#1b2a4a" />
      <path d="M20 5l3.8 11.2L35 20l-11.2 3.8L20 35l-3.8-11.2L5 20l11.2-3.8z" fill="#f2b84b" />
      {enterprise && (
        <>
          <circle cx="31" cy="31" r="7.5" fill="#2e7d6b" stroke="#fff" strokeWidth="2" />
          <path d="M27.6 31.2l2.3 2.3 4.4-4.6" fill="none" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
        </>
      )}
    </svg>
  );
}
