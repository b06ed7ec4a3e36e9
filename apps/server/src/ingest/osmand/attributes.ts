const MAX_EXTRA_ATTRIBUTES = 20;
const MAX_ATTRIBUTE_VALUE_LENGTH = 256;
const MAX_ATTRIBUTE_KEY_LENGTH = 64;
/** Characters of keys and values all the extras of one position may take: a few hundred bytes a row at most. */
const MAX_EXTRA_CHARACTERS = 1024;

export type AttributeValue = string | number | boolean;

/**
 * A position's attributes. The known ones are always kept; what else the device sends is capped, and an oversized
 * key or value is left out rather than cut, so that a stored value is never a truncated one.
 */
export class AttributeCollector {
  // A Map, so that keys such as __proto__ or constructor are plain keys.
  private readonly values = new Map<string, AttributeValue>();
  private extraCount = 0;
  private extraCharacters = 0;

  /** null: the device did not send it. */
  setKnown(key: string, value: AttributeValue | null): void {
    if (value !== null && isStorable(value)) this.values.set(key, value);
  }

  /** An extra never replaces a known attribute or an earlier extra. */
  addExtra(key: string, value: AttributeValue): void {
    if (this.extraCount >= MAX_EXTRA_ATTRIBUTES || this.values.has(key)) return;
    if (key.length > MAX_ATTRIBUTE_KEY_LENGTH || !isStorable(value)) return;
    const characters = key.length + String(value).length;
    if (this.extraCharacters + characters > MAX_EXTRA_CHARACTERS) return;
    this.values.set(key, value);
    this.extraCount += 1;
    this.extraCharacters += characters;
  }

  toRecord(): Record<string, AttributeValue> {
    return Object.fromEntries(this.values);
  }
}

function isStorable(value: AttributeValue): boolean {
  return typeof value !== 'string' || value.length <= MAX_ATTRIBUTE_VALUE_LENGTH;
}
