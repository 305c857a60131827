import { legalRoutes } from '@/components/legal/legalRoutes';

const terms = legalRoutes('terms');

export const generateMetadata = terms.metadata;
export default terms.Page;
