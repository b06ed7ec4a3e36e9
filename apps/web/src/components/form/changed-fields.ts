const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

/** The fields of `values` that differ from `original`: an update (device settings, profile) sends only those. */
export function changedFields<T extends object>(original: T, values: T): Partial<T> {
  const entries = Object.entries(values).filter(([key, value]) => !same(original[key as keyof T], value));
  return Object.fromEntries(entries) as Partial<T>;
}

/** The fields without empty-string values: the basic settings' device update sends no empty text. */
export function withoutEmptyStrings<T extends object>(fields: T): Partial<T> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== '')) as Partial<T>;
}
