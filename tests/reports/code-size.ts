/**
 * Code-size report: production files over 400 lines and functions over 80 lines (STYLE.md: "a file that passes
 * ~400 lines is two files"). It reports and always exits 0; the limits are a review signal, not a gate.
 *
 * Usage: npm run report:size [-- path-prefix ...]   (prefixes narrow the report, e.g. `server/offers domain/`)
 *
 * Production means tracked *.ts / *.tsx outside tests/ that are not *.test.* or *.spec.* (git ls-files, so
 * generated and ignored files never count). Every function counts on its own, nested ones included: a long
 * arrow inside a long function is a second finding, because it is a second thing to name and split.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import ts from 'typescript';

export const FILE_LIMIT = 400;
export const FUNCTION_LIMIT = 80;

export interface LongFunction {
  file: string;
  name: string;
  line: number;
  lines: number;
}

export interface SizeReport {
  files: { file: string; lines: number }[];
  functions: LongFunction[];
}

export function isProductionSource(file: string): boolean {
  return (
    /\.tsx?$/.test(file) && !file.endsWith('.d.ts') && !file.startsWith('tests/') && !/\.(test|spec)\.tsx?$/.test(file)
  );
}

/** Lines as an editor counts them: a trailing newline does not start another line. */
function countLines(text: string): number {
  if (text.length === 0) return 0;
  const breaks = text.split('\n').length;
  return text.endsWith('\n') ? breaks - 1 : breaks;
}

/** The name a reader would search for: the declaration's own name, else the variable/property it is bound to. */
function functionName(node: ts.SignatureDeclaration, source: ts.SourceFile): string {
  if (node.name) return node.name.getText(source);
  const parent = node.parent;
  if ((ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) && parent.name) {
    return parent.name.getText(source);
  }
  return ts.isArrowFunction(node) ? '(arrow)' : '(anonymous function)';
}

function isFunctionLike(node: ts.Node): node is ts.SignatureDeclaration {
  return (
    ts.isFunctionDeclaration(node) ||
    ts.isFunctionExpression(node) ||
    ts.isArrowFunction(node) ||
    ts.isMethodDeclaration(node) ||
    ts.isConstructorDeclaration(node) ||
    ts.isGetAccessorDeclaration(node) ||
    ts.isSetAccessorDeclaration(node)
  );
}

export function longFunctionsIn(file: string, text: string, limit = FUNCTION_LIMIT): LongFunction[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const found: LongFunction[] = [];
  const visit = (node: ts.Node): void => {
    if (isFunctionLike(node) && 'body' in node && node.body) {
      const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      const lines = end - start + 1;
      if (lines > limit) found.push({ file, name: functionName(node, source), line: start + 1, lines });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

export function measure(files: string[], read: (file: string) => string): SizeReport {
  const report: SizeReport = { files: [], functions: [] };
  for (const file of files) {
    const text = read(file);
    const lines = countLines(text);
    if (lines > FILE_LIMIT) report.files.push({ file, lines });
    report.functions.push(...longFunctionsIn(file, text));
  }
  report.files.sort((a, b) => b.lines - a.lines);
  report.functions.sort((a, b) => b.lines - a.lines);
  return report;
}

function trackedProductionFiles(prefixes: string[]): string[] {
  const tracked = execFileSync('git', ['ls-files', '*.ts', '*.tsx'], { encoding: 'utf8' }).split('\n');
  return tracked
    .filter((file) => file !== '' && isProductionSource(file))
    .filter((file) => prefixes.length === 0 || prefixes.some((prefix) => file.startsWith(prefix)));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const prefixes = process.argv.slice(2);
  const files = trackedProductionFiles(prefixes);
  const report = measure(files, (file) => readFileSync(file, 'utf8'));
  const scope = prefixes.length > 0 ? ` under ${prefixes.join(', ')}` : '';
  console.log(`Production files measured${scope}: ${files.length}`);
  console.log(`\nFiles over ${FILE_LIMIT} lines: ${report.files.length}`);
  for (const { file, lines } of report.files) console.log(`  ${String(lines).padStart(5)}  ${file}`);
  console.log(`\nFunctions over ${FUNCTION_LIMIT} lines: ${report.functions.length}`);
  for (const { file, name, line, lines } of report.functions) {
    console.log(`  ${String(lines).padStart(5)}  ${name}  ${file}:${line}`);
  }
}
