import { NumberInput, ReferenceInput, required, SelectInput, SimpleForm, TextInput, type SimpleFormProps } from 'react-admin';
import { ImageUploadInput } from '../images/ImageUploadInput.tsx';
import { ownDirection } from '../i18n/format.ts';

const allRequired = required('console.notices.package_fields_required');

/**
 * SPEC.md section 5: image, title, price per unit and category are required ('All Fields Are Required To Create A
 * Package'); on update the current image stays unless a new one is chosen.
 */
export function PackageForm({ imageRequired, ...props }: Omit<SimpleFormProps, 'children'> & { imageRequired: boolean }) {
  return (
    <SimpleForm {...props} sx={{ maxWidth: 640 }}>
      <ImageUploadInput
        source="image"
        label="resources.packages.fields.image"
        requiredMessage={imageRequired ? 'console.notices.package_fields_required' : undefined}
      />
      <TextInput source="title" slotProps={ownDirection} validate={allRequired} />
      <NumberInput source="price_per_unit" min={0} validate={allRequired} />
      <ReferenceInput source="category.id" reference="categories" sort={{ field: 'title', order: 'ASC' }} perPage={200}>
        <SelectInput label="resources.packages.fields.category" optionText="title" validate={allRequired} />
      </ReferenceInput>
      <TextInput source="description" slotProps={ownDirection} multiline minRows={3} />
      <TextInput source="title_ar" slotProps={{ htmlInput: { dir: 'rtl', lang: 'ar' } }} />
      <TextInput source="description_ar" slotProps={{ htmlInput: { dir: 'rtl', lang: 'ar' } }} multiline minRows={3} />
      <TextInput source="tags" slotProps={ownDirection} helperText="resources.packages.fields.tags_help" />
    </SimpleForm>
  );
}
