import { type ReactNode, useEffect } from 'react';
import { AppBar, Layout as RaLayout, LoadingIndicator, LocalesMenuButton, TitlePortal, UserMenu, useNotify } from 'react-admin';
import { noticeShown, peekNotice } from '../notices/pending.ts';
import { ThemeToggle } from '../theme/ThemeToggle.tsx';
import { LogoutItem } from './LogoutItem.tsx';

function ConsoleAppBar() {
  return (
    <AppBar
      toolbar={
        <>
          <LocalesMenuButton />
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

/** The login page's "signed in", shown once the console is open. */
function PendingNotice() {
  const notify = useNotify();
  useEffect(() => {
    const notice = peekNotice();
    if (!notice) return;
    noticeShown(notice);
    notify(notice.message, { type: notice.type, autoHideDuration: notice.autoHideDuration });
  }, [notify]);
  return null;
}

export function Layout({ children }: { children: ReactNode }) {
  return (
    <RaLayout appBar={ConsoleAppBar}>
      <PendingNotice />
      {children}
    </RaLayout>
  );
}
