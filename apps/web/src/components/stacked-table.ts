import { visuallyHidden } from './visually-hidden';

/**
 * A table's look where its container is narrower than `width` px (a phone, or a tablet beside the menu): each row
 * becomes a card whose cells stack, each after its column's name (`data-column`); `cells` places them. The table
 * stays a table for assistive technology; only its look changes. Its container needs `containerType: 'inline-size'`.
 */
export const stackedBelow = (width: number, cells: Record<string, object>) =>
  ({
    [`@container (max-width: ${width - 0.05}px)`]: {
      display: 'block',
      '& thead': visuallyHidden,
      '& tbody': { display: 'block' },
      '& tbody tr': {
        display: 'grid',
        gridTemplateColumns: '1fr auto',
        columnGap: 1,
        rowGap: 0.5,
        px: 2,
        py: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
      },
      '& tbody tr:last-of-type': { borderBottom: 0 },
      '& tbody td': { display: 'block', border: 0, p: 0, gridColumn: 1, whiteSpace: 'normal' },
      '& td[data-column]::before': { content: 'attr(data-column) ": "', color: 'text.secondary' },
      ...cells,
    },
  }) as const;
