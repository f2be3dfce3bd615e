import type { ReactNode } from 'react';
import { AppBar, Layout as RaLayout, LoadingIndicator, TitlePortal, UserMenu } from 'react-admin';
import { ThemeToggle } from '../theme/ThemeToggle.tsx';
import { LogoutItem } from './LogoutItem.tsx';

function ConsoleAppBar() {
  return (
    <AppBar
      toolbar={
        <>
          <ThemeToggle />
          <LoadingIndicator />
        </>
      }
      userMenu={
        <UserMenu>
          <LogoutItem />
        </UserMenu>
      }
    >
      <TitlePortal />
    </AppBar>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  return <RaLayout appBar={ConsoleAppBar}>{children}</RaLayout>;
}
