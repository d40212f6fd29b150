/** The input name of a custom user field, on every form (signup, profile settings): `fields.<key>`. */
export function customFieldInputName(key: string): string {
  return `fields.${key}`;
}

/**
 * The custom field input an API error path names: the platform reports extended data by container
 * (`publicData.<key>`, `protectedData.<key>`, `privateData.<key>`), forms name them `fields.<key>`.
 */
export function customFieldInputOf(path: string): string | undefined {
  const field = /^(?:publicData|protectedData|privateData)\.([\w-]+)$/.exec(path);
  return field?.[1] ? customFieldInputName(field[1]) : undefined;
}
