import { fileURLToPath } from 'node:url';
import createMDX from '@next/mdx';

// Turbopack passes loader options across threads, so plugins are named by path, not passed as functions.
const remarkLegalDocument = fileURLToPath(new URL('./lib/mdx/remark-legal-document.mjs', import.meta.url));

const withMDX = createMDX({
  options: {
    remarkPlugins: [remarkLegalDocument],
  },
});

/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  pageExtensions: ['ts', 'tsx'],
  poweredByHeader: false,
  reactStrictMode: true,
  images: { unoptimized: true },
};

export default withMDX(nextConfig);
