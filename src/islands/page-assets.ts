// What a page with islands (or with a component whose CSS is bundled) links, and the files the output then needs.

/** The stylesheet and loader paths a page links, from its features (output-relative; none for most pages). */
export function islandAssetsOf(
  features: readonly string[] | undefined,
  bundle: { loader: string | undefined; stylesheet: string | undefined } | undefined,
): { stylesheet?: string; loader?: string } {
  if (!bundle || !features || features.length === 0) return {};
  const islands = features.some((feature) => feature.startsWith('island:'));
  const styled = islands || features.some((feature) => feature.startsWith('component:'));
  return {
    ...(styled && bundle.stylesheet ? { stylesheet: bundle.stylesheet } : {}),
    ...(islands && bundle.loader ? { loader: bundle.loader } : {}),
  };
}

/** Whether some page of these features links the islands' files (then they are written). */
export function usesIslandFiles(features: Iterable<string>): boolean {
  for (const feature of features)
    if (feature.startsWith('island:') || feature.startsWith('component:')) return true;
  return false;
}
