import { legalRoutes } from '@/components/legal/legalRoutes';

const privacy = legalRoutes('privacy');

export const generateMetadata = privacy.metadata;
export default privacy.Page;
