// The package manager that started a command, read from npm_config_user_agent, and how its commands are spelled.
import { describe, expect, it } from 'vitest';
import { installCommand, packageManagerFrom, runScriptCommand } from '../../../src/init/package-manager.ts';

describe('packageManagerFrom', () => {
  it.each([
    ['npm/11.19.1 node/v20.20.2 linux x64 workspaces/false', 'npm'],
    ['pnpm/10.4.1 npm/? node/v20.19.0 linux x64', 'pnpm'],
    ['yarn/4.6.0 npm/? node/v22.12.0 darwin arm64', 'yarn'],
    ['yarn/1.22.22 npm/? node/v20.19.0 win32 x64', 'yarn'],
    ['bun/1.2.2 npm/? node/v22.6.0 linux x64', 'bun'],
  ])('reads %s as %s', (agent, manager) => {
    expect(packageManagerFrom(agent)).toBe(manager);
  });

  it.each([undefined, '', 'cnpm/9.0.0 node/v20', 'garbage'])('falls back to npm for %j', (agent) => {
    expect(packageManagerFrom(agent)).toBe('npm');
  });
});

describe('the commands of each package manager', () => {
  it.each([
    ['npm', 'npm install', 'npm run serve'],
    ['pnpm', 'pnpm install', 'pnpm serve'],
    ['yarn', 'yarn', 'yarn serve'],
    ['bun', 'bun install', 'bun run serve'],
  ] as const)('%s installs with `%s` and serves with `%s`', (manager, install, serve) => {
    expect(installCommand(manager)).toBe(install);
    expect(runScriptCommand(manager, 'serve')).toBe(serve);
  });
});
