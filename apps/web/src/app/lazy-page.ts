import { lazy, type ComponentType } from 'react';

/** A component that loads with its own chunk the first time it renders (route-level code splitting). */
export function lazyPage<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  return lazy(async () => ({ default: await load() }));
}
