import { legalRoutes } from '@/components/legal/legalRoutes';

const privacy = legalRoutes('privacy');

export const dynamic = 'force-static';
export const generateImageMetadata = privacy.imageMetadata;
export default privacy.Image;
