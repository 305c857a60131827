import labels from '@/content/samples.json' with { type: 'json' };

const declared: Readonly<Record<string, string>> = labels;

/** The label pages show on a file's sample content, or undefined once real content replaced it. */
export function sampleLabel(file: string): string | undefined {
  return declared[file];
}
