import { legalRoutes } from '@/components/legal/legalRoutes';

const terms = legalRoutes('terms');

export const dynamic = 'force-static';
export const generateImageMetadata = terms.imageMetadata;
export default terms.Image;
