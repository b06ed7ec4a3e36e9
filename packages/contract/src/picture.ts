import { z } from 'zod';
import { isWholeImage, type RasterImageKind } from './image-files.js';

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** Base64 as encoders write it: its alphabet, padded with `=` to whole groups of four characters. */
const isBase64 = (text: string) => text.length % 4 === 0 && BASE64.test(text);

/** A picture sent as base64 without a data: prefix, at most `maxChars` characters. */
export const base64PictureSchema = (maxChars: number, tooLarge: string) =>
  z
    .string()
    .max(maxChars, tooLarge)
    // Nothing more is said of text that is not base64 (a data: URL is not "not an image").
    .refine(isBase64, { message: 'The picture must be base64 without a data: prefix.', abort: true });

const signatures: { kind: RasterImageKind; bytes: (number | null)[] }[] = [
  { kind: 'jpeg', bytes: [0xff, 0xd8, 0xff] },
  { kind: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { kind: 'gif', bytes: [0x47, 0x49, 0x46, 0x38] },
  { kind: 'webp', bytes: [0x52, 0x49, 0x46, 0x46, null, null, null, null, 0x57, 0x45, 0x42, 0x50] },
];

/** Which image format base64 data starts with, read from its first bytes; undefined when it is not one of them. */
function rasterImageKind(base64: string): RasterImageKind | undefined {
  let head: string;
  try {
    head = atob(base64.slice(0, 16));
  } catch {
    return undefined;
  }
  return signatures.find(({ bytes }) => bytes.every((byte, i) => byte === null || head.charCodeAt(i) === byte))?.kind;
}

/**
 * The media type of a base64 picture, read from its first bytes: a raster image, or SVG (the demo's device
 * illustrations); PNG when neither, as browsers then read the bytes themselves.
 */
export function pictureMediaType(base64: string): string {
  const kind = rasterImageKind(base64);
  if (kind) return `image/${kind}`;
  return base64.startsWith('PHN2Zy') || base64.startsWith('PD94bWw') ? 'image/svg+xml' : 'image/png';
}

const PROFILE_PICTURE_MAX_CHARS = 400_000;
export const NOT_AN_IMAGE = 'The picture must be a JPEG, PNG, GIF or WebP image.';

/** The profile picture: a real raster image (its first bytes are checked), or empty to remove it. */
export const profilePictureSchema = base64PictureSchema(
  PROFILE_PICTURE_MAX_CHARS,
  'The picture is too large. Please choose one under 300 KB.',
).refine((value) => value === '' || rasterImageKind(value) !== undefined, NOT_AN_IMAGE);

export const DAMAGED_IMAGE = 'The picture is damaged or incomplete. Please choose another.';

/** What is wrong with a base64 picture: not a raster image, or one that is not whole; undefined when it is fine. */
function pictureProblem(base64: string): string | undefined {
  const kind = rasterImageKind(base64);
  if (!kind) return NOT_AN_IMAGE;
  try {
    return isWholeImage[kind](atob(base64)) ? undefined : DAMAGED_IMAGE;
  } catch {
    return DAMAGED_IMAGE;
  }
}

/**
 * A request's check of its picture field, read through to the file's end (spread into `superRefine`). The forms
 * check only the first bytes (their pictures are the browser's own canvas output, whole by construction, or one the
 * server already holds); the server refuses a file that only starts like an image.
 */
export function refuseBrokenPicture<Field extends string>(field: Field) {
  const check = (body: Partial<Record<Field, string>>, context: z.RefinementCtx) => {
    const picture = body[field];
    const problem = picture ? pictureProblem(picture) : undefined;
    if (problem) context.addIssue({ code: 'custom', message: problem, path: [field] });
  };
  // Not when the body itself (no path: not an object) or the field has failed already.
  const when = (payload: { issues: readonly { path?: readonly PropertyKey[] }[] }) =>
    !payload.issues.some((issue) => !issue.path?.length || issue.path[0] === field);
  return [check, { when }] as const;
}
