/** Text-difference states (002 §4): added, deleted, modified, no change. */
export const TEXT_DIFF_STATES = ['added', 'deleted', 'modified', 'no change'] as const;
export type TextDiffState = (typeof TEXT_DIFF_STATES)[number];

export interface TextDiffLine {
  state: TextDiffState;
  /** The line before the change (absent for added lines). */
  before?: string;
  /** The line after the change (absent for deleted lines). */
  after?: string;
}

const splitLines = (text: string): string[] => (text === '' ? [] : text.replace(/\r\n?/g, '\n').split('\n'));

/**
 * A line diff of two texts: the longest common subsequence of lines is "no change"; a run of deleted lines followed
 * by a run of added ones pairs up line by line as "modified", the rest stay "deleted" or "added".
 */
export function textDiff(beforeText: string, afterText: string): TextDiffLine[] {
  const a = splitLines(beforeText);
  const b = splitLines(afterText);
  const lcs: number[][] = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      const row = lcs[i] as number[];
      row[j] = a[i] === b[j] ? (lcs[i + 1]?.[j + 1] ?? 0) + 1 : Math.max(lcs[i + 1]?.[j] ?? 0, row[j + 1] ?? 0);
    }
  }
  const out: TextDiffLine[] = [];
  let deleted: string[] = [];
  let added: string[] = [];
  const flush = () => {
    const paired = Math.min(deleted.length, added.length);
    for (let k = 0; k < paired; k++)
      out.push({ state: 'modified', before: deleted[k] as string, after: added[k] as string });
    for (const line of deleted.slice(paired)) out.push({ state: 'deleted', before: line });
    for (const line of added.slice(paired)) out.push({ state: 'added', after: line });
    deleted = [];
    added = [];
  };
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      flush();
      out.push({ state: 'no change', before: a[i] as string, after: b[j] as string });
      i++;
      j++;
    } else if (j < b.length && (i >= a.length || (lcs[i]?.[j + 1] ?? 0) >= (lcs[i + 1]?.[j] ?? 0))) {
      added.push(b[j] as string);
      j++;
    } else {
      deleted.push(a[i] as string);
      i++;
    }
  }
  flush();
  return out;
}
