import { DEFAULT_UPLOAD_DEVICE_TYPE, UPLOAD_MAX_BYTES, uploadMessages, type UploadResult } from '@lodestar/contract';
import { useRef, useState } from 'react';
import { toast } from '../../../lib/toast';
import { useUploadDevices } from '../api/upload-devices';

const isXlsxName = (file: File) => file.name.toLowerCase().endsWith('.xlsx');

/** Add Devices' state: the device type, the chosen file, how much of it is sent, and each row's result. */
export function useDeviceUpload() {
  const input = useRef<HTMLInputElement>(null);
  const [deviceType, setDeviceType] = useState<string>(DEFAULT_UPLOAD_DEVICE_TYPE);
  const [file, setFile] = useState<File | null>(null);
  const [sent, setSent] = useState(0);
  const [results, setResults] = useState<UploadResult[] | null>(null);
  const upload = useUploadDevices();

  /** Takes a chosen file, unless it is not an .xlsx file or is too large. */
  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    if (!isXlsxName(chosen)) return void toast.error(undefined, uploadMessages.notXlsx);
    if (chosen.size > UPLOAD_MAX_BYTES) return void toast.error(undefined, uploadMessages.tooLarge);
    setFile(chosen);
  };

  /** Sends the chosen file; once it is read, shows the results and clears the choice. */
  const send = async () => {
    if (!file) return;
    setSent(0);
    try {
      const answer = await upload.mutateAsync({ file, deviceType, onProgress: setSent });
      setResults(answer.results);
      if (answer.activated === answer.results.length) toast.success(answer.message);
      else if (answer.activated > 0) toast.warning(answer.message);
      else toast.error(undefined, answer.message);
      setFile(null);
      if (input.current) input.current.value = '';
    } catch (error) {
      toast.error(error, uploadMessages.failed);
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
