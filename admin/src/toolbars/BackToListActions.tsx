import { TopToolbar } from 'react-admin';
import { BackButton } from '../buttons/BackButton.tsx';

/** Above a page whose only way on is back to its list (a record to read, a form to fill). */
export function BackToListActions({ list }: { list: string }) {
  return (
    <TopToolbar>
      <BackButton to={list} label="console.back_to_list" />
    </TopToolbar>
  );
}
