import { useState } from 'react';
import { useController } from 'react-hook-form';
import { compressImage, NotAnImageError } from '../../lib/compress-image';
import { useContractText } from '../../lib/i18n/contract-text';
import { useT } from '../../lib/i18n/use-t';
import { displayMessage } from '../../lib/toast';

/**
 * A photo of the surrounding react-hook-form, held as base64 without the data: prefix: a chosen file is compressed
 * in the browser before it becomes the value. The message is what went wrong with the last choice,
 * else the field's error, in the shown language.
 */
export function usePhotoField(name: string) {
  const t = useT();
  const contractText = useContractText();
  const { field, fieldState } = useController({ name });
  const [compressing, setCompressing] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const choose = async (file: File) => {
    setProblem(null);
    setCompressing(true);
    try {
      field.onChange(await compressImage(file));
    } catch (error) {
      setProblem(error instanceof NotAnImageError ? t('common.photo.notAnImage') : displayMessage(error));
    } finally {
      setCompressing(false);
    }
  };

  const remove = () => {
    setProblem(null);
    field.onChange('');
  };

  const error = fieldState.error?.message;
  const message = problem ?? (error === undefined ? undefined : contractText(error));
  return { picture: field.value as string, compressing, message, choose, remove };
}
