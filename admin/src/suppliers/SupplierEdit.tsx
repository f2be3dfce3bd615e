import { DeleteWithConfirmButton, Edit, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { Typography } from '@mui/material';
import type { Supplier } from '@fitout/shared/contract';
import { BackButton } from '../buttons/BackButton.tsx';
import { FormToolbar } from '../toolbars/FormToolbar.tsx';
import { SupplierForm } from './SupplierForm.tsx';

function Heading() {
  const supplier = useRecordContext<Supplier>();
  const translate = useTranslate();
  if (!supplier) return null;
  return (
    <Typography variant="h6" component="h1" sx={{ px: 2, pt: 2 }}>
      {translate('console.suppliers.edit_title', { name: supplier.name })}
    </Typography>
  );
}

/** A supplier's details; one that purchase orders or bills name cannot be deleted (the API says so). */
export default function SupplierEdit() {
  return (
    <Edit
      title="console.suppliers.title"
      mutationMode="pessimistic"
      redirect="list"
      actions={
        <TopToolbar>
          <BackButton to="/suppliers" label="console.suppliers.title" />
        </TopToolbar>
      }
    >
      <Heading />
      <SupplierForm
        toolbar={
          <FormToolbar>
            <DeleteWithConfirmButton mutationMode="pessimistic" />
          </FormToolbar>
        }
      />
    </Edit>
  );
}
