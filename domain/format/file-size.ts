const UNITS = ['KB', 'MB', 'GB'] as const;

/** A file's size as people read it: bytes under 1 KB, else one decimal in KB, MB or GB (1 KB = 1024 bytes). */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 1024) return `${Math.max(0, Math.round(bytes || 0))} B`;
  let size = bytes / 1024;
  let unit = 0;
  while (size >= 1024 && unit < UNITS.length - 1) {
    size /= 1024;
    unit += 1;
  }
  return `${size.toFixed(1)} ${UNITS[unit]}`;
}
