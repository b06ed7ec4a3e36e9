/** Hands `blob` to the browser as a download named `fileName`, through a temporary object URL and link. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: some browsers start reading the URL only after click() has returned.
  setTimeout(() => URL.revokeObjectURL(url));
}
