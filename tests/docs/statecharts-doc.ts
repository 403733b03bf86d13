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

function machineSection(file: string, description: MachineDescription): string {
  return [
    `## ${description.id}`,
    '',
    `\`${file}\``,
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
  return [header, ...machineCatalog.map((entry) => machineSection(entry.file, describeMachine(entry.machine)))].join(
    '\n',
  );
}
