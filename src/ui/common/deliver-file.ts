/**
 * Files made in the browser (CSV, backups) leave it here: the system share sheet where it can
 * take files, a download otherwise. Backups always download: the share sheet needs the tap's
 * user activation, which the wait for the database has used up.
 */
/** A text file made in the browser, to be shared or saved. */
export interface TextFile {
  readonly name: string;
  readonly type: string;
  readonly text: string;
}

/** 'share-failed': the share sheet did not work and the file was downloaded instead. */
export type Delivery = 'shared' | 'downloaded' | 'share-failed' | 'cancelled';

/** Saves the file through the browser's download (a temporary link with `download`). */
export function downloadFile(file: TextFile): Delivery {
  const url = URL.createObjectURL(new Blob([file.text], { type: file.type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cut the download short in some browsers; a minute is plenty.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return 'downloaded';
}

/** Whether the system share sheet can take this file (mobile browsers, some desktops). */
export function canShareFile(file: TextFile): boolean {
  if (typeof navigator.share !== 'function' || typeof navigator.canShare !== 'function') {
    return false;
  }
  try {
    return navigator.canShare({ files: [toFile(file)] });
  } catch {
    return false;
  }
}

/**
 * Offers the file to the system share sheet (mail, messenger, cloud drive) where the browser
 * can share files, and downloads it otherwise. The player closing the share sheet is not an
 * error; a share that fails for any other reason falls back to the download.
 */
export async function shareOrDownload(file: TextFile, title: string): Promise<Delivery> {
  if (!canShareFile(file)) return downloadFile(file);
  try {
    await navigator.share({ files: [toFile(file)], title });
    return 'shared';
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    downloadFile(file);
    return 'share-failed';
  }
}

function toFile(file: TextFile): File {
  return new File([file.text], file.name, { type: file.type });
}

/** A sheet name made safe for a file name on every system: "skat-freitag-runde". */
export function fileSafe(name: string, fallback: string): string {
  const safe = name
    // ß has no decomposition: without this "Spaß" would become "spa".
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase()
    .slice(0, 40);
  return safe === '' ? fallback : safe;
}
