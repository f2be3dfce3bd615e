import { Create, useRedirect } from 'react-admin';
import { messages } from '@fitout/shared';
import { useNotices } from '../notices/useNotices.ts';
import { CategoryForm } from './CategoryForm.tsx';

export default function CategoryCreate() {
  const notices = useNotices();
  const redirect = useRedirect();
  return (
    <Create
      title="console.categories.create"
      mutationOptions={{
        onSuccess: () => {
          notices.success(messages.categoryCreated);
          redirect('list', 'categories');
        },
        onError: () => notices.error(messages.categorySaveFailed),
      }}
    >
      <CategoryForm imageRequired />
    </Create>
  );
}
