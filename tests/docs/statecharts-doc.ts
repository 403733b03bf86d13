import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import {
  describeMachine,
  type MachineDescription,
  machineCatalog,
  type StateDescription,
} from '../../machines/catalog.ts';

function stateLines(states: readonly StateDescription[], depth: number): string[] {
  return states.flatMap((state) => {
    const notes = [
      state.type === 'final' ? 'final' : '',
      state.route ? `route \`${state.route}\`` : '',
      state.tags.length > 0 ? `tags ${state.tags.join(', ')}` : '',
      state.invokes.length > 0 ? `invokes ${state.invokes.join(', ')}` : '',
    ].filter(Boolean);
    const line = `${'  '.repeat(depth)}- \`${state.key}\`${notes.length > 0 ? ` — ${notes.join('; ')}` : ''}`;
    return [line, ...stateLines(state.states, depth + 1)];
  });
}

/** Every tracked TypeScript file with the repository paths its imports resolve to. */
function importGraph(): Map<string, string[]> {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '*.ts', '*.tsx'], {
    encoding: 'utf8',
  })
    .split('\n')
    // A tracked file deleted in the working tree is still listed.
    .filter((file) => file !== '' && existsSync(file));
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const source = readFileSync(file, 'utf8');
    const specifiers = [...source.matchAll(/from '(\.{1,2}\/[^']+)'/g)].map((match) => match[1] ?? '');
    graph.set(
      file,
      specifiers.map((specifier) => normalize(join(dirname(file), specifier))),
    );
  }
  return graph;
}

const KINDS = [
  ['server', (f: string) => f.startsWith('server/') && !f.includes('.test.')],
  ['console and consumer UI', (f: string) => /^(features|console|kit|app)\//.test(f) && !f.includes('.test.')],
  ['machine checks (guard-mutation gate)', (f: string) => f.endsWith('.checks.test-support.ts')],
  ['unit tests', (f: string) => /^(machines|features|console|kit|app|domain)\//.test(f) && /\.test\.tsx?$/.test(f)],
  ['integration tests (server replays)', (f: string) => f.startsWith('server/') && /\.test\.tsx?$/.test(f)],
  ['browser tests', (f: string) => f.startsWith('tests/e2e/')],
] as const;

/** Who imports the machine's module, by kind: where it decides, and which tests hold it to the spec. */
function usageLines(file: string, graph: Map<string, string[]>): string[] {
  const importers = [...graph].filter(([, imports]) => imports.includes(file)).map(([importer]) => importer);
  const lines = KINDS.map(([kind, test]) => {
    const matching = importers.filter(test).sort();
    return matching.length === 0 ? null : `- ${kind}: ${matching.map((f) => `\`${f}\``).join(', ')}`;
  }).filter((line): line is string => line !== null);
  return lines.length === 0 ? ['- nothing imports it yet'] : lines;
}

function machineSection(file: string, description: MachineDescription, graph: Map<string, string[]>): string {
  return [
    `## ${description.id}`,
    '',
    `\`${file}\``,
    '',
    'Used and tested by:',
    '',
    ...usageLines(file, graph),
    '',
    'States:',
    '',
    ...stateLines(description.states, 0),
    '',
    `Events: ${description.events.map((event) => `\`${event}\``).join(', ') || 'none'}`,
    '',
  ].join('\n');
}

/** docs/statecharts.md, generated from the machine catalogue so it cannot drift from the code. */
export function renderStatechartsDoc(): string {
  const header = [
    '# Statecharts',
    '',
    'Generated from machines/catalog.ts by tests/docs/statecharts-doc.test.ts (run it with UPDATE_DOCS=1 to rewrite',
    'this file). Open any of them live at /charts, or add `?inspect` to a page to watch its actors.',
    '',
  ].join('\n');
  const graph = importGraph();
  return [
    header,
    ...machineCatalog.map((entry) => machineSection(entry.file, describeMachine(entry.machine), graph)),
  ].join('\n');
}
