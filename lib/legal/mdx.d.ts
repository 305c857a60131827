declare module '*.mdx' {
  export const metadata: import('@/lib/legal/document').LegalMetadata;
  export const sections: readonly import('@/lib/legal/document').LegalSection[];
  export const text: string;
}
