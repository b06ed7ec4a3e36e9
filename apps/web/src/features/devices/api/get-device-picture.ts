import { skipToken, useQuery } from '@tanstack/react-query';
import { callApiForFileAt } from '../../../lib/api-client';
import { pictureDataUrl } from '../../../lib/picture';
import { devicePictureKey } from './device-keys';

/** The file as a data: URL, its type read from its first bytes as for the pictures sent as base64. */
async function dataUrlOf(file: Blob): Promise<string | null> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  // In slices: a spread of every byte at once can exceed the engine's argument limit.
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return pictureDataUrl(btoa(binary)) ?? null;
}

/**
 * The picture at a device's `devicePictureUrl`, as a data: URL an <img> shows. The API takes the session as an
 * Authorization header, which an <img> cannot send, so the picture is fetched with it; the browser keeps the file
 * (its address changes with the picture), and the data: URL goes with the query, needing no release.
 */
export function useDevicePicture(url: string | null) {
  return useQuery({
    queryKey: devicePictureKey(url ?? ''),
    queryFn: url ? async ({ signal }) => dataUrlOf(await callApiForFileAt(url, { signal })) : skipToken,
    staleTime: Infinity,
  });
}
