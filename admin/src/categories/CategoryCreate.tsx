import { Create, useRedirect } from 'react-admin';
import { useNotices } from '../notices/useNotices.ts';
import { FormToolbar } from '../toolbars/FormToolbar.tsx';
import { CategoryForm } from './CategoryForm.tsx';

export default function CategoryCreate() {
  const notices = useNotices();
  const redirect = useRedirect();
  return (
    <Create
      title="console.categories.create"
      mutationOptions={{
        onSuccess: () => {
          notices.success('console.notices.category_created');
          redirect('list', 'categories');
        },
        onError: () => notices.error('console.notices.category_save_failed'),
      }}
    >
      <CategoryForm imageRequired toolbar={<FormToolbar alwaysEnable />} />
    </Create>
  );
}
