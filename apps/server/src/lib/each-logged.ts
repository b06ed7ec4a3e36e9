/**
 * Works through the items one after another; an item whose work fails is logged (`failure`, with the item's id under
 * `what`) and the rest go on, so one bad item never stops a timed job. Answers how many items were done.
 */
export async function eachLogged<T>(
  items: Iterable<T>,
  { what, idOf, failure }: { what: string; idOf: (item: T) => string; failure: string },
  log: { error(details: object, message: string): void },
  work: (item: T) => Promise<unknown>,
): Promise<number> {
  let done = 0;
  for (const item of items) {
    await work(item).then(
      () => (done += 1),
      (error: unknown) => log.error({ err: error, [what]: idOf(item) }, failure),
    );
  }
  return done;
}
