import { useState } from 'react';
import { useController } from 'react-hook-form';
import { compressImage, NotAnImageError } from '../../lib/compress-image';
import { displayMessage } from '../../lib/toast';

export const notAnImageMessage = 'This file is not an image. Please choose a photo, such as a JPEG or PNG file.';

/**
 * A photo of the surrounding react-hook-form, held as base64 without the data: prefix: a chosen file is compressed
 * in the browser before it becomes the value. The message is what went wrong with the last choice,
 * else the field's error.
 */
export function usePhotoField(name: string) {
  const { field, fieldState } = useController({ name });
  const [compressing, setCompressing] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const choose = async (file: File) => {
    setProblem(null);
    setCompressing(true);
    try {
      field.onChange(await compressImage(file));
    } catch (error) {
      setProblem(error instanceof NotAnImageError ? notAnImageMessage : displayMessage(error));
    } finally {
      setCompressing(false);
    }
  };

  const remove = () => {
    setProblem(null);
    field.onChange('');
  };

  return { picture: field.value as string, compressing, message: problem ?? fieldState.error?.message, choose, remove };
}
