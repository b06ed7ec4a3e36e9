import { Children, isValidElement, lazy, type ComponentType, type ReactNode } from 'react';

/**
 * A component that loads with its own chunk the first time it renders (route-level code splitting), or earlier
 * through `preload()`: the same chunk, loaded once.
 */
export function lazyPage<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let loading: Promise<ComponentType<Props>> | undefined;
  // A chunk that failed to load (a deploy replaced it, the network dropped) is asked for again next time.
  const preload = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  return Object.assign(
    lazy(async () => ({ default: await preload() })),
    { preload },
  );
}

/** Starts loading the chunk of every lazy page in `node`, at any depth of its children. */
export function preloadPages(node: ReactNode) {
  if (!isValidElement<{ children?: ReactNode }>(node)) return;
  // Only a head start: a failure shows when the page renders and loads it for itself.
  (node.type as { preload?: () => Promise<unknown> }).preload?.().catch(() => undefined);
  Children.forEach(node.props.children, preloadPages);
}
