import { Create, TopToolbar } from 'react-admin';
import { BackButton } from '../buttons/BackButton.tsx';
import { FormToolbar } from '../toolbars/FormToolbar.tsx';
import { SupplierForm } from './SupplierForm.tsx';

export default function SupplierCreate() {
  return (
    <Create
      title="console.suppliers.create_title"
      redirect="list"
      actions={
        <TopToolbar>
          <BackButton to="/suppliers" label="console.suppliers.title" />
        </TopToolbar>
      }
    >
      <SupplierForm toolbar={<FormToolbar alwaysEnable />} />
    </Create>
  );
}
