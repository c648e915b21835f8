/**
 * Hands a downloaded blob to the browser: saved under its name, or opened in a new tab (PDFs,
 * images). The tab is opened before the download starts, so popup blockers allow it.
 */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** A blank tab opened on the click itself; `show` fills it once the file arrived. */
export function openPendingTab(): { show(blob: Blob): void; close(): void } {
  const tab = window.open('', '_blank');
  return {
    show(blob) {
      const url = URL.createObjectURL(blob);
      if (tab) tab.location.href = url;
      else window.open(url, '_blank');
      setTimeout(() => URL.revokeObjectURL(url), 10 * 60_000);
    },
    close() {
      tab?.close();
    },
  };
}
