import { skipToken, useQuery } from '@tanstack/react-query';
import { callApiForFileAt } from '../../../lib/api-client';
import { devicePictureKey } from './device-keys';

const dataUrlOf = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error ?? new Error('The picture could not be read.'));
    reader.readAsDataURL(blob);
  });

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
