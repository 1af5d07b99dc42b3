// The import rules of .dependency-cruiser.cjs, run in the test suite so that CI fails on a cycle or an upward arrow.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise, type ICruiseResult, type IViolation } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));

async function cruiseProject(): Promise<ICruiseResult> {
  const options = await extractDepcruiseOptions(path.join(root, '.dependency-cruiser.cjs'));
  const reported = await cruise(
    ['src', 'templates'],
    { ...options, baseDir: root },
    {},
    {
      tsConfig: extractTSConfig(path.join(root, 'tsconfig.json')),
    },
  );
  if (typeof reported.output === 'string')
    throw new Error('dependency-cruiser gave text instead of a result');
  return reported.output;
}

// One line per violation: the rule, then the arrow (a cycle is shown whole, back to where it starts).
function describeViolation(violation: IViolation): string {
  const arrow = violation.cycle?.length
    ? [violation.from, ...violation.cycle.map((step) => step.name)].join(' → ')
    : `${violation.from} → ${violation.to}`;
  return `${violation.rule.name}: ${arrow}`;
}

describe('imports', () => {
  let result: ICruiseResult;
  beforeAll(async () => {
    result = await cruiseProject();
  });

  it('reads the TypeScript imports, type-only ones included', () => {
    const targetsOf = (source: string): string[] =>
      result.modules.find((m) => m.source === source)?.dependencies.map((d) => d.resolved) ?? [];
    expect(targetsOf('src/client/search/links.ts')).toContain('src/shared/base-path.ts');
    expect(targetsOf('src/check/layout.ts')).toContain('src/check/link-origin.ts');
  });

  it('has no cycles, no upward arrows between stages and no server code in the browser', () => {
    const violations = result.summary.violations.map(describeViolation);
    expect(
      violations,
      `import rules broken (.dependency-cruiser.cjs):\n  ${violations.join('\n  ')}\n`,
    ).toEqual([]);
  });
});
