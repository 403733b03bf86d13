import Papa from 'papaparse';

/**
 * The cells of one CSV line (quoted cells, "" for a quote), by papaparse: for the rare line of a bureau file that
 * the byte-level fast path leaves to a full CSV reader. The delimiter is fixed (papaparse would otherwise guess).
 */
export function splitCsvLine(line: string): string[] {
  return Papa.parse<string[]>(line, { delimiter: ',', newline: '\n' }).data[0] ?? [''];
}
