/**
 * One-off codemod (kept for the next catalogue folder): rewrites `defineMessages({ key: { id: 'p.key',
 * defaultMessage: '…' } })` as `messagesOf('p', { key: '…' })` wherever every id is its prefix plus its key and no
 * message has a description — the ids stay exactly the same, each message becomes one `key: text` line.
 * Usage: npx tsx tools/compact-messages.ts <files…>
 */
import { readFileSync, writeFileSync } from 'node:fs';
import ts from 'typescript';

function compact(source: string, fileName: string): string | null {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const edits: { start: number; end: number; text: string }[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'defineMessages' &&
      node.arguments.length === 1 &&
      ts.isObjectLiteralExpression(node.arguments[0] as ts.Node)
    ) {
      const object = node.arguments[0] as ts.ObjectLiteralExpression;
      let prefix: string | null = null;
      const lines: string[] = [];
      for (const property of object.properties) {
        if (!ts.isPropertyAssignment(property) || !ts.isObjectLiteralExpression(property.initializer)) return;
        const key = property.name.getText(file);
        const fields = new Map(
          property.initializer.properties.map((field) => [
            field.name?.getText(file) ?? '',
            ts.isPropertyAssignment(field) ? field.initializer : undefined,
          ]),
        );
        const id = fields.get('id');
        const text = fields.get('defaultMessage');
        if (fields.size !== 2 || !id || !text || !ts.isStringLiteral(id)) return;
        if (!id.text.endsWith(`.${key}`)) return;
        const own = id.text.slice(0, -key.length - 1);
        if (prefix !== null && own !== prefix) return;
        prefix = own;
        lines.push(`  ${key}: ${text.getText(file)},`);
      }
      if (prefix === null) return;
      edits.push({
        start: node.getStart(file),
        end: node.getEnd(),
        text: `messagesOf('${prefix}', {\n${lines.join('\n')}\n})`,
      });
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  if (edits.length === 0) return null;
  let out = source;
  for (const edit of edits.sort((a, b) => b.start - a.start)) {
    out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  }
  if (!/\bdefineMessages\(/.test(out)) {
    out = out.replace(
      /import \{ defineMessages \} from '([^']*define-messages\.ts)';/,
      "import { messagesOf } from '$1';",
    );
  } else {
    out = out.replace(
      /import \{ defineMessages \} from '([^']*define-messages\.ts)';/,
      "import { defineMessages, messagesOf } from '$1';",
    );
  }
  return out;
}

let changed = 0;
for (const path of process.argv.slice(2)) {
  const result = compact(readFileSync(path, 'utf8'), path);
  if (result !== null) {
    writeFileSync(path, result);
    changed++;
  }
}
console.log(`${changed} files compacted`);
