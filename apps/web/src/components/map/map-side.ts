import type { Theme } from '@mui/material/styles';

/**
 * An overlay's offset from a side of the map, the same side in every language. The map itself is not mirrored in a
 * right-to-left language, but the styles written in `sx` are (the RTL style plugin swaps left and right): there the
 * other side is written, for the plugin to swap it back.
 */
export function mapSide(
  theme: Theme,
  side: 'left' | 'right',
  offset: number | string,
): { left?: number | string; right?: number | string } {
  const written = theme.direction === 'rtl' ? (side === 'left' ? 'right' : 'left') : side;
  return { [written]: offset };
}
