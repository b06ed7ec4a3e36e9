const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

/** The fields of `values` that differ from `original`: a device update sends only those. */
export function changedFields<T extends object>(original: T, values: T): Partial<T> {
  const entries = Object.entries(values).filter(([key, value]) => !same(original[key as keyof T], value));
  return Object.fromEntries(entries) as Partial<T>;
}

/** Empty-string values are dropped from the device-update payload of the basic settings. */
export function withoutEmptyStrings<T extends object>(fields: T): Partial<T> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== '')) as Partial<T>;
}
