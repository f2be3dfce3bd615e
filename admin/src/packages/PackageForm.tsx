import { NumberInput, ReferenceInput, required, SelectInput, SimpleForm, TextInput, type SimpleFormProps } from 'react-admin';
import { messages } from '@fitout/shared';
import { ImageUploadInput } from '../images/ImageUploadInput.tsx';

const allRequired = required(messages.packageFieldsRequired);

/**
 * SPEC.md section 5: image, title, price per unit and category are required ('All Fields Are Required To Create A
 * Package'); on update the current image stays unless a new one is chosen.
 */
export function PackageForm({ imageRequired, ...props }: Omit<SimpleFormProps, 'children'> & { imageRequired: boolean }) {
  return (
    <SimpleForm {...props} sx={{ maxWidth: 640 }}>
      <ImageUploadInput source="image" label="Image" requiredMessage={imageRequired ? messages.packageFieldsRequired : undefined} />
      <TextInput source="title" validate={allRequired} />
      <NumberInput source="price_per_unit" min={0} validate={allRequired} />
      <ReferenceInput source="category.id" reference="categories" sort={{ field: 'title', order: 'ASC' }} perPage={200}>
        <SelectInput label="resources.packages.fields.category" optionText="title" validate={allRequired} />
      </ReferenceInput>
      <TextInput source="description" multiline minRows={3} />
      <TextInput source="title_ar" slotProps={{ htmlInput: { dir: 'rtl', lang: 'ar' } }} />
      <TextInput source="description_ar" slotProps={{ htmlInput: { dir: 'rtl', lang: 'ar' } }} multiline minRows={3} />
      <TextInput source="tags" helperText="resources.packages.fields.tags_help" />
    </SimpleForm>
  );
}
