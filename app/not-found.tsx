import type { Metadata } from 'next';
import { NotFoundScreen } from '@/components/status/NotFoundScreen';
import { notFound } from '@/content/status';

// Next marks this page noindex by itself.
export const metadata: Metadata = { title: notFound.title };

export default function NotFound() {
  return <NotFoundScreen />;
}
