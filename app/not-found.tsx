import type { Metadata } from 'next';
import { NotFoundScreen } from '@/components/NotFoundScreen';
import { notFound } from '@/content/notFound';

// Next marks this page noindex by itself.
export const metadata: Metadata = { title: notFound.title };

export default function NotFound() {
  return <NotFoundScreen />;
}
