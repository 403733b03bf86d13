import { expect } from 'vitest';

/** What a refused CSV import answers: the message and the issue of each bad row (or cell) it names. */
interface RefusedImport {
  message: string;
  issues: { path: string; message: string }[];
}

/**
 * A CSV upload refused whole (400, "… nothing was imported": a bad row keeps every row out), answered for the
 * test's own assertions on the rows it names.
 */
export async function refusedImport(response: Response): Promise<RefusedImport> {
  expect(response.status).toBe(400);
  const body = (await response.json()) as RefusedImport;
  expect(body.message).toMatch(/nothing was imported/);
  return body;
}
