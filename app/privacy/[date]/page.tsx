import { legalRoutes } from '@/components/legal/legalRoutes';

const privacy = legalRoutes('privacy');

export const dynamicParams = false;
export const generateStaticParams = privacy.versionParams;
export const generateMetadata = privacy.versionMetadata;
export default privacy.VersionPage;
