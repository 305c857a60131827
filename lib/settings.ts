/**
 * A build setting's value, checked: an http(s) URL or an email address. Throws, naming the setting,
 * when the value is not one, so a typo stops the build instead of shipping a broken link.
 */
export function checkedSetting(name: string, value: string, kind: 'url' | 'email'): string {
  const valid =
    kind === 'url'
      ? URL.canParse(value) && /^https?:$/.test(new URL(value).protocol)
      : /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
  if (!valid) {
    throw new Error(`${name} must be ${kind === 'url' ? 'an http(s) URL' : 'an email address'}, got "${value}".`);
  }
  return value;
}
