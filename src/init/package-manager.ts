// Which package manager started the command (npm, pnpm, yarn or bun), and how to say its commands.

/** The package managers a new site can be installed with. */
export const PACKAGE_MANAGERS = ['npm', 'pnpm', 'yarn', 'bun'] as const;

/** One of PACKAGE_MANAGERS. */
export type PackageManager = (typeof PACKAGE_MANAGERS)[number];

/** Whether `name` is one of PACKAGE_MANAGERS. */
export function isPackageManager(name: string): name is PackageManager {
  return (PACKAGE_MANAGERS as readonly string[]).includes(name);
}

/**
 * The package manager named first in a `npm_config_user_agent` (`pnpm/10.4.1 npm/? node/v20.19.0 linux x64`), which
 * each of them sets for the programs it runs; npm when it is missing or names none of them.
 */
export function packageManagerFrom(userAgent: string | undefined): PackageManager {
  const name = /^([\w-]+)\//.exec(userAgent ?? '')?.[1] ?? '';
  return isPackageManager(name) ? name : 'npm';
}

/** The command that installs a site's dependencies. */
export function installCommand(manager: PackageManager): string {
  return manager === 'yarn' ? 'yarn' : `${manager} install`;
}

/** The command that runs one of the site's `package.json` scripts. */
export function runScriptCommand(manager: PackageManager, script: string): string {
  return manager === 'npm' || manager === 'bun' ? `${manager} run ${script}` : `${manager} ${script}`;
}
