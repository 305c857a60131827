import { fileURLToPath } from 'node:url';
import createMDX from '@next/mdx';

// Turbopack passes loader options across threads, so plugins are named by path, not passed as functions.
const remarkLegalDocument = fileURLToPath(new URL('./data/legal/remarkLegalDocument.mjs', import.meta.url));

const withMDX = createMDX({
  options: {
    remarkPlugins: [remarkLegalDocument],
  },
});

// `@legal/terms/2025-09-16.mdx` is a version of a legal document. The fixture build (LEGAL_CONTENT_DIR=
// e2e/fixtures/legal) points it at the tests' versions; data/legal/documents.ts lists the same folder.
const legalContentDir = process.env.LEGAL_CONTENT_DIR ?? 'content';

/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  turbopack: {
    resolveAlias: { '@legal/*': `./${legalContentDir}/*` },
  },
  pageExtensions: ['ts', 'tsx'],
  poweredByHeader: false,
  reactStrictMode: true,
  images: { unoptimized: true },
  // `npm run typecheck` checks the whole tree; checking again in every build (each publish too) took a minute or two.
  typescript: { ignoreBuildErrors: true },
  // ES modules only: Jest (through next/jest) compiles them too, as it does the site's own code.
  transpilePackages: ['pkijs', 'asn1js', 'bytestreamjs', '@peculiar/utils', '@noble/hashes', 'parse5', 'entities'],
};

export default withMDX(nextConfig);
