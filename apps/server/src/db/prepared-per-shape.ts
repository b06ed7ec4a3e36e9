/**
 * Prepares a query the first time each of its shapes (a filter, a direction…) is asked for, and answers the same
 * prepared query from then on: the shapes are few and fixed, and Drizzle builds each one's SQL only once.
 */
export function preparedPerShape<T>(prepare: (shape: string) => T): (shape: string) => T {
  const prepared = new Map<string, T>();
  return (shape) => {
    let query = prepared.get(shape);
    if (!query) {
      query = prepare(shape);
      prepared.set(shape, query);
    }
    return query;
  };
}
