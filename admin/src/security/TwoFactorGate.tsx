import { lazy, type ReactNode, Suspense } from 'react';
import { useTwoFactorStatus } from './api.ts';

const SecurityPage = lazy(() => import('./SecurityPage.tsx'));

/**
 * Staff whose role requires two-factor sign-in (STAFF_2FA) and who have not set it up see the Security page, whatever
 * page they opened, until it is on: the API refuses them every other call meanwhile. Nothing renders until the status
 * is known, so that no page fires calls that would be refused.
 */
export function TwoFactorGate({ children }: { children: ReactNode }) {
  const { data, isPending } = useTwoFactorStatus();
  if (isPending) return null;
  if (data?.required && !data.totp) {
    return (
      <Suspense fallback={null}>
        <SecurityPage />
      </Suspense>
    );
  }
  return children;
}
