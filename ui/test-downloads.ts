import { afterEach, beforeEach, vi } from 'vitest';

/** A file the page saved: its name and what it held. */
export interface SavedFile {
  name: string;
  blob: Blob | undefined;
}

/**
 * For component tests: records what the page saves through kit/save-file.ts (an object URL on a clicked download
 * link), as the browser would receive it. Spies on the URL and the link, not on the module: unit files share their
 * worker's module cache (decision 0438), where a module mock may come too late. Call at a test file's top level.
 */
export function recordDownloads(): SavedFile[] {
  const saved: SavedFile[] = [];
  const blobs = new Map<string, Blob>();
  beforeEach(() => {
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      const url = `blob:test/${blobs.size}`;
      blobs.set(url, blob as Blob);
      return url;
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, blob: blobs.get(this.href) });
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    saved.length = 0;
    blobs.clear();
  });
  return saved;
}
