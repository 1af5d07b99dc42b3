import type { UserConfig } from './types.ts';

/** Types a `docsgen.config.ts` default export; returns the config unchanged. */
export function defineConfig(config: UserConfig): UserConfig {
  return config;
}
