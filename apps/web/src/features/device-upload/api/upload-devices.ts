import { uploadEndpoints } from '@lodestar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApiForFile, callApiWithForm } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/save-blob';
import { deviceKeys } from '../../devices';

export interface UploadInput {
  file: File;
  deviceType: string;
  /** The share of the file sent so far, 0 to 1. */
  onProgress: (sent: number) => void;
}

/** Sends the spreadsheet; the devices it added join the account's lists. */
export function useUploadDevices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, deviceType, onProgress }: UploadInput) => {
      const form = new FormData();
      form.append('deviceType', deviceType);
      form.append('file', file, file.name);
      return callApiWithForm(uploadEndpoints.upload, form, onProgress);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deviceKeys.all }),
  });
}

/** Saves the template: its first row names the columns, the rows below list the dealer's trackers not added yet. */
export async function downloadTemplate(): Promise<void> {
  saveBlob(await callApiForFile(uploadEndpoints.template, {}), 'add-devices-template.xlsx');
}
