import { type ReactNode, useEffect } from 'react';
import {
  AppBar,
  Layout as RaLayout,
  LoadingIndicator,
  LocalesMenuButton,
  Notification,
  TitlePortal,
  UserMenu,
  useGetIdentity,
  useNotify,
  useTranslate,
} from 'react-admin';
import { useNoticePlace } from './noticePlace.ts';
import { noticeShown, peekNotice } from '../notices/pending.ts';
import { CairoTimeNote } from './CairoTimeNote.tsx';
import { ThemeToggle } from '../theme/ThemeToggle.tsx';
import { LogoutItem } from './LogoutItem.tsx';
import { ConsoleMenu } from './Menu.tsx';
import { StaleRecordDialog } from '../conflicts/StaleRecordDialog.tsx';
import { SecurityMenuItem } from '../security/SecurityMenuItem.tsx';
import { TwoFactorGate } from '../security/TwoFactorGate.tsx';

/** The user menu, its button named after the name it shows (react-admin names it "Profile" whatever it shows). */
function ConsoleUserMenu() {
  const { identity } = useGetIdentity();
  const translate = useTranslate();
  return (
    <UserMenu label={identity?.fullName ? translate('console.user_menu', { name: identity.fullName }) : undefined}>
      <SecurityMenuItem />
      <LogoutItem />
    </UserMenu>
  );
}

function ConsoleAppBar() {
  const translate = useTranslate();
  // The indicator's spinner, shown while a request is under way, is named as the loading page names itself.
  const spinnerName = { 'aria-label': translate('ra.page.loading') };
  return (
    <AppBar
      toolbar={
        <>
          <CairoTimeNote place="app-bar" />
          <LocalesMenuButton />
          <ThemeToggle />
          <LoadingIndicator {...spinnerName} />
        </>
      }
      userMenu={<ConsoleUserMenu />}
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

/** react-admin's notifications, placed for the screen (noticePlace.ts). */
export function ConsoleNotification() {
  return <Notification anchorOrigin={useNoticePlace()} />;
}

export function Layout({ children }: { children: ReactNode }) {
  return (
    <RaLayout appBar={ConsoleAppBar} menu={ConsoleMenu}>
      <PendingNotice />
      <StaleRecordDialog />
      <TwoFactorGate>{children}</TwoFactorGate>
    </RaLayout>
  );
}
