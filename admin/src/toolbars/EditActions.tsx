import { TopToolbar } from 'react-admin';
import { BackButton } from '../buttons/BackButton.tsx';
import { ViewButton } from '../buttons/LinkButton.tsx';

/** Above an edit form: back to the list, or to the record's page. */
export function EditActions({ list }: { list: string }) {
  return (
    <TopToolbar>
      <BackButton to={list} label="console.back_to_list" />
      <ViewButton label="console.actions.show" />
    </TopToolbar>
  );
}
