import { legalRoutes } from '@/components/legal/legalRoutes';

const terms = legalRoutes('terms');

export const dynamicParams = false;
export const generateStaticParams = terms.versionParams;
export const generateMetadata = terms.versionMetadata;
export default terms.VersionPage;
