/**
 * A colour far from the ones before it, for a device without a colour of its own: hues a golden angle apart, and
 * three lightnesses in turn, so that neighbours on the wheel still differ.
 */
const spareColor = (n: number) => `hsl(${Math.round((210 + n * 137.508) % 360)}, 70%, ${[40, 55, 30][n % 3]}%)`;

/**
 * One colour per device, in order: the device's own colour, unless a device before it already has that colour or
 * it has none, then the next spare colour. So every track on the map can be told apart.
 */
export function trackColors(ownColors: readonly (string | null | undefined)[]): string[] {
  const used = new Set<string>();
  let spares = 0;
  return ownColors.map((own) => {
    const color = own && !used.has(own.toLowerCase()) ? own.toLowerCase() : spareColor(spares++);
    used.add(color);
    return color;
  });
}
