import postcss from 'postcss';

export type CustomProperty = { value: string; line: number; column: number };

/** The custom properties a stylesheet declares in its `:root` rules, each with where it is declared. */
export function rootCustomProperties(css: string, file: string): ReadonlyMap<string, CustomProperty> {
  const found = new Map<string, CustomProperty>();
  postcss.parse(css, { from: file }).walkRules(':root', (rule) => {
    rule.walkDecls(/^--/, (declaration) => {
      const start = declaration.source?.start;
      found.set(declaration.prop, { value: declaration.value, line: start?.line ?? 0, column: start?.column ?? 0 });
    });
  });
  return found;
}

/** A custom property that must hold a #rrggbb color, for readers that cannot resolve CSS. */
export function hexColor(properties: ReadonlyMap<string, CustomProperty>, name: string, file: string): string {
  const property = properties.get(name);
  if (!property) {
    throw new Error(`${file}: ${name} is not declared in :root. Declare it there as a #rrggbb color.`);
  }
  if (!/^#[0-9a-f]{6}$/i.test(property.value)) {
    throw new Error(
      `${file}:${property.line}:${property.column}: ${name} is "${property.value}". Write it as a #rrggbb color: ` +
        'the theme color, the web app manifest, the app icons and the social images read it outside CSS.',
    );
  }
  return property.value;
}
