import { cruise } from 'dependency-cruiser';
import { layerRules } from './layer-rules.ts';

/** Cruise the given folders under baseDir and return the layering violations as readable lines. */
export async function findLayerViolations(baseDir: string, folders: string[]): Promise<string[]> {
  const result = await cruise(folders, {
    baseDir,
    validate: true,
    ruleSet: { forbidden: layerRules },
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|\\.data)/' },
  });
  if (typeof result.output === 'string') throw new Error('unexpected string output from dependency-cruiser');
  return result.output.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`);
}

const LAYERS = ['domain', 'api', 'machines', 'ui', 'kit', 'console', 'features', 'app', 'server', 'build'];

if (import.meta.url === `file://${process.argv[1]}`) {
  const { existsSync } = await import('node:fs');
  const folders = LAYERS.filter((folder) => existsSync(folder));
  const violations = await findLayerViolations(process.cwd(), folders);
  if (violations.length > 0) {
    console.error(`Layering violations (${violations.length}):\n${violations.join('\n')}`);
    process.exit(1);
  }
  console.log(`Layering check: ${folders.join(', ')} — no violations.`);
}
