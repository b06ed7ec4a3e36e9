/**
 * How many plan cards a carousel shows side by side for its own width (the plan page's breakpoints): 1 under 590 px,
 * 2 from 590, 3 from 870, 4 from 1200 and 5 from 1650 px. The page's other breakpoints (320, 730, 767, 1000 and
 * 2100 px) fall inside these steps and do not change the count.
 */
const STEPS: readonly [minWidth: number, cards: number][] = [
  [1650, 5],
  [1200, 4],
  [870, 3],
  [590, 2],
];

export function cardsPerView(width: number): number {
  return STEPS.find(([minWidth]) => width >= minWidth)?.[1] ?? 1;
}
