import type { IndexItem, WorkflowDefinition } from './definition.ts';

export interface CataloguePage {
  readonly path: string;
  readonly sequence: number;
  readonly tags: readonly string[];
  readonly guard?: string;
}

/** Rounds away binary noise so 3.1 + 0.001 reads 3.101, not 3.1010000000000004. */
const roundSequence = (value: number) => Math.round(value * 1e6) / 1e6;

/**
 * Indexes a definition's pages by path. A page without a sequence number gets the previous one's plus 0.001
 * (001 §4), the first one 0 + 0.001; a later duplicate path is an error in the definition, not a silent override.
 */
export function indexPages(index: readonly IndexItem[]): ReadonlyMap<string, CataloguePage> {
  const pages = new Map<string, CataloguePage>();
  let previous = 0;
  for (const item of index) {
    if (pages.has(item.path)) throw new Error(`Workflow index lists ${item.path} twice`);
    const sequence = item.sequence ?? roundSequence(previous + 0.001);
    previous = sequence;
    pages.set(item.path, {
      path: item.path,
      sequence,
      tags: item.tags ?? [],
      ...(item.guard === undefined ? {} : { guard: item.guard }),
    });
  }
  return pages;
}

/** Whether a concrete path (`/marketplace/auto`) is an instance of a template (`/marketplace/:productCategory`). */
export function matchTemplate(template: string, path: string): Record<string, string> | null {
  const wanted = template.split('/').filter(Boolean);
  const parts = path.split('/').filter(Boolean);
  if (wanted.length !== parts.length) return null;
  const params: Record<string, string> = {};
  for (const [i, segment] of wanted.entries()) {
    const part = parts[i] as string;
    if (segment.startsWith(':')) params[segment.slice(1)] = decodeURIComponent(part);
    else if (segment !== part) return null;
  }
  return params;
}

/**
 * The page a concrete path asks for. Literal segments beat parameters, so /marketplace/offers is the offers page
 * rather than a category called "offers".
 */
export function pageForPath(
  pages: ReadonlyMap<string, CataloguePage>,
  path: string,
): { page: CataloguePage; params: Record<string, string> } | undefined {
  let best: { page: CataloguePage; params: Record<string, string>; literals: number } | undefined;
  for (const page of pages.values()) {
    const params = matchTemplate(page.path, path);
    if (!params) continue;
    const literals = page.path.split('/').filter((s) => s && !s.startsWith(':')).length;
    if (!best || literals > best.literals) best = { page, params, literals };
  }
  return best && { page: best.page, params: best.params };
}

/** Checks that every path a definition names is indexed, so a typo fails at load time rather than mid-journey. */
export function unknownPaths(definition: WorkflowDefinition): string[] {
  const known = new Set(definition.index.map((item) => item.path));
  const named = [
    ...Object.keys(definition.next),
    ...Object.entries(definition.abort ?? {}).flat(),
    ...Object.values(definition.error),
    ...stepPaths(definition.start),
    ...Object.values(definition.next).flatMap(stepPaths),
  ];
  return [...new Set(named.filter((path) => path.startsWith('/') && !known.has(path)))];
}

const stepPaths = (step: WorkflowDefinition['start']): string[] => {
  if (typeof step === 'string') return [step];
  if (Array.isArray(step))
    return step.flatMap((item) =>
      typeof item === 'string' ? [item] : 'path' in item ? [item.path] : item.goTo ? [item.goTo] : [],
    );
  return [step.path];
};
