declare module '*.mdx' {
  export const metadata: import('@/lib/legal').LegalMetadata;
  export const sections: readonly import('@/lib/legal').LegalSection[];
  export const text: string;
}
