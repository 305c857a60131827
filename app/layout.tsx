import { siteConfig } from '@/data/config';
import type { Metadata, Viewport } from 'next';
import { Activity, type ReactNode } from 'react';
import { SiteFooter } from '@/components/frame/SiteFooter';
import { SiteHeader } from '@/components/frame/SiteHeader';
import { SkipLink } from '@/components/frame/SkipLink';
import { TrialBanner } from '@/components/frame/TrialBanner';
import { SiteScript } from '@/components/ui/SiteScript';
import { brandColors } from '@/data/brand';
import { trialBannerText } from '@/data/copy';
import { homeSection, sectionIds } from '@/content/routes';
import { trialBanner } from '@/content/trialBanner';
import { site } from '@/content/site';
import '@/content/brand.css';
import './globals.css';

export const metadata: Metadata = {
  metadataBase: new URL(siteConfig.url),
  title: { default: `${site.name}: ${site.tagline}`, template: `%s | ${site.name}` },
  description: site.description,
  applicationName: site.name,
};

export const viewport: Viewport = {
  themeColor: brandColors.background,
  colorScheme: 'dark',
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    // The banner's script marks <html> before React hydrates it.
    <html lang="en-US" data-scroll-behavior="smooth" suppressHydrationWarning>
      <head>
        <SiteScript name="trialBanner" data={{ key: trialBanner.storageKey, target: sectionIds.pricing }} />
      </head>
      <body>
        {/* Each <Activity> hydrates on its own, the one tapped first (docs/speed.md). */}
        <SkipLink targetId="main" />
        <SiteHeader />
        <main id="main" tabIndex={-1}>
          <Activity>{children}</Activity>
        </main>
        <Activity>
          <SiteFooter />
        </Activity>
        <Activity>
          <TrialBanner
            title={trialBanner.title}
            line={trialBannerText}
            ageNote={trialBanner.ageNote}
            cta={trialBanner.cta}
            closeLabel={trialBanner.close}
            href={homeSection(sectionIds.pricing)}
            targetId={sectionIds.pricing}
            storageKey={trialBanner.storageKey}
          />
        </Activity>
      </body>
    </html>
  );
}
