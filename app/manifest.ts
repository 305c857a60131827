import type { MetadataRoute } from 'next';
import { brandColors } from '@/data/brand';
import { routes } from '@/content/routes';
import { site } from '@/content/site';

export const dynamic = 'force-static';

export default function manifest(): MetadataRoute.Manifest {
  return {
    name: site.name,
    short_name: site.name,
    description: site.description,
    start_url: routes.home,
    display: 'browser',
    background_color: brandColors.background,
    theme_color: brandColors.background,
    icons: [
      { src: '/icon/large.png', type: 'image/png', sizes: '512x512' },
      { src: '/apple-icon/touch.png', type: 'image/png', sizes: '180x180' },
    ],
  };
}
