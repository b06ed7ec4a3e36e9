import { DEFAULT_UPLOAD_DEVICE_TYPE, UPLOAD_MAX_BYTES, type UploadResult } from '@lodestar/contract';
import { useRef, useState } from 'react';
import type { Translate } from '../../../lib/i18n/translate';
import { useT } from '../../../lib/i18n/use-t';
import { toast } from '../../../lib/toast';
import { useUploadDevices } from '../api/upload-devices';

const isXlsxName = (file: File) => file.name.toLowerCase().endsWith('.xlsx');

/** The upload's message (the contract's uploadMessageFor) in the shown language: how many of the rows added a device. */
function uploadMessage(t: Translate, added: number, rows: number): string {
  if (added === rows) return t('uploadMessages.uploaded');
  if (added === 0) return t('uploadMessages.noneAdded');
  return t('deviceUpload.someAdded', { added, rows });
}

/** Add Devices' state: the device type, the chosen file, how much of it is sent, and each row's result. */
export function useDeviceUpload() {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const [deviceType, setDeviceType] = useState<string>(DEFAULT_UPLOAD_DEVICE_TYPE);
  const [file, setFile] = useState<File | null>(null);
  const [sent, setSent] = useState(0);
  const [results, setResults] = useState<UploadResult[] | null>(null);
  const upload = useUploadDevices();

  /** Takes a chosen file, unless it is not an .xlsx file or is too large. */
  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    if (!isXlsxName(chosen)) return void toast.error(undefined, t('uploadMessages.notXlsx'));
    if (chosen.size > UPLOAD_MAX_BYTES) return void toast.error(undefined, t('uploadMessages.tooLarge'));
    setFile(chosen);
  };

  /** Sends the chosen file; once it is read, shows the results and clears the choice. */
  const send = async () => {
    if (!file) return;
    setSent(0);
    try {
      const answer = await upload.mutateAsync({ file, deviceType, onProgress: setSent });
      setResults(answer.results);
      const message = uploadMessage(t, answer.activated, answer.results.length);
      if (answer.activated === answer.results.length) toast.success(message);
      else if (answer.activated > 0) toast.warning(message);
      else toast.error(undefined, message);
      setFile(null);
      if (input.current) input.current.value = '';
    } catch (error) {
      toast.error(error, t('uploadMessages.failed'));
    }
  };

  /** Drops a row from the results shown. */
  const removeResult = (row: number) => setResults(results?.filter((result) => result.row !== row) ?? null);

  return {
    input,
    deviceType,
    setDeviceType,
    file,
    sent,
    results,
    sending: upload.isPending,
    choose,
    send,
    removeResult,
  };
}
