import { vi } from 'vitest';

export interface CapturedDownload {
  readonly fileName: string;
  readonly text: Promise<string>;
  readonly type: string;
}

/**
 * jsdom has no object URLs and cannot follow a download link: record what the app offers for
 * download instead (file name, type and content of the Blob behind the link).
 */
export function captureDownloads(): CapturedDownload[] {
  const downloads: CapturedDownload[] = [];
  const blobs = new Map<string, Blob>();
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    value: (blob: Blob) => {
      const url = `blob:test/${blobs.size}`;
      blobs.set(url, blob);
      return url;
    },
  });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => {} });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    const blob = blobs.get(this.href);
    if (!blob) throw new Error(`clicked a link that is not a download: ${this.href}`);
    downloads.push({ fileName: this.download, text: blob.text(), type: blob.type });
  });
  return downloads;
}

/** After a test: the anchor's click is jsdom's again, and the browser has no share sheet again. */
export function forgetDownloadsAndShare(): void {
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'share');
  Reflect.deleteProperty(navigator, 'canShare');
}
