// `{name}` placeholders of the theme's strings, filled in by the pages' props and the templates.

/** A string with its `{name}` values filled in. */
export function fillString(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name];
    return value === undefined ? whole : String(value);
  });
}
