import { Suspense, type ReactNode } from 'react';
import { FullScreenSpinner } from './FullScreenSpinner';

export default function PageLayout({ children }: { children: ReactNode }) {
  return <Suspense fallback={<FullScreenSpinner />}>{children}</Suspense>;
}
