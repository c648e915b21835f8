import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { RouteGuard } from './RouteGuard';

/** The signed-in frame: sidebar, header, and the route guard around every screen. */
export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <Layout>
      <RouteGuard>{children}</RouteGuard>
    </Layout>
  );
}
