import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { basename } from '../config.ts';
import { LoginPage } from './LoginPage.tsx';

/**
 * The login page inside the console's router, where react-admin sends a signed-out visitor (with the page they
 * asked for, to return to once signed in).
 */
export function RoutedLoginPage() {
  const navigate = useNavigate();
  const state = useLocation().state as { nextPathname?: string; nextSearch?: string } | null;
  const from = state?.nextPathname;
  const next = from?.startsWith(`${basename}/`) && !from.startsWith(`${basename}/login`) ? `${from}${state?.nextSearch ?? ''}` : undefined;
  const onSignedIn = useCallback((path: string) => navigate(path, { replace: true }), [navigate]);
  return <LoginPage onSignedIn={onSignedIn} next={next} />;
}
