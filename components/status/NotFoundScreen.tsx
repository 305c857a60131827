import { routes } from '@/content/routes';
import { notFound } from '@/content/status';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { SiteScript } from '@/components/ui/SiteScript';
import { StatusScreen } from './StatusScreen';

export function NotFoundScreen() {
  return (
    <StatusScreen code={notFound.code} title={notFound.title} text={notFound.text}>
      <ButtonLink href={routes.home}>{notFound.homeLink}</ButtonLink>
      <SiteScript name="notFoundLog" />
    </StatusScreen>
  );
}
